import { memo } from "react";
import type { ScheduleRow } from "../../../core/calc/loan";
import { BarChart } from "./bar-chart";
import { repaymentColumns } from "./chart-columns";
import { DataTable } from "./data-table";
import { money } from "./words";
import styles from "./calculator.module.css";

/** How much of each year's payments goes to interest, as a chart, and every payment as a table. */
export const RepaymentSchedule = memo(function RepaymentSchedule({
  rows,
  perYear,
  added = "Interest",
}: {
  rows: ScheduleRow[];
  perYear: number;
  /** The heading of the column added to what is owed: interest, or a student loan's fee. */
  added?: "Interest" | "Fee";
}) {
  if (rows.length === 0) return null;
  const { unit, columns } = repaymentColumns(rows, perYear, added);
  const paid = rows.reduce((sum, r) => sum + Math.round(r.payment * 100), 0) / 100;
  const extra = rows.reduce((sum, r) => sum + Math.round(r.interest * 100), 0) / 100;
  const span = `${columns.length} ${unit.toLowerCase()}${columns.length === 1 ? "" : "s"}`;
  return (
    <div className={styles.card}>
      <BarChart
        title={`What you pay each ${unit.toLowerCase()}`}
        description={`Over ${span} you pay ${money(paid)}, and ${money(extra)} of it is ${added.toLowerCase()}. The table after the chart has every payment.`}
        unit={unit}
        columns={columns}
        series={[
          { label: "Paying off the loan", tone: "principal" },
          { label: added, tone: "interest" },
        ]}
      />
      <DataTable
        caption={`Every payment (${rows.length})`}
        head={["Payment", "Paid", added, "Left to pay"]}
        rows={rows.map((r) => [
          String(r.period),
          money(r.payment),
          money(r.interest),
          money(r.balance),
        ])}
      />
    </div>
  );
});
