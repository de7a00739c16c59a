import { memo } from "react";
import type { ScheduleRow } from "../../../core/calc/loan";
import { AreaChart } from "./area-chart";
import { DataTable } from "./data-table";
import { money } from "./words";
import styles from "./calculator.module.css";

/** Time on the chart: years for a long loan, months for a short one. */
const timeAxis = (periods: number, perYear: number) =>
  periods >= perYear * 2
    ? { label: "Years", at: (period: number) => period / perYear }
    : { label: "Months", at: (period: number) => (period * 12) / perYear };

/** The loan's balance over time as a chart, and every payment as its table. */
export const RepaymentSchedule = memo(function RepaymentSchedule({
  rows,
  perYear,
  added = "Interest",
}: {
  rows: ScheduleRow[];
  perYear: number;
  /** The heading of the column added to what is owed: interest, or a student loan's fee. */
  added?: string;
}) {
  if (rows.length === 0) return null;
  const start = rows[0]!.balance + rows[0]!.principal;
  const axis = timeAxis(rows.length, perYear);
  const points = [{ x: 0, y: start }, ...rows.map((r) => ({ x: axis.at(r.period), y: r.balance }))];
  const end = axis.at(rows.length);
  return (
    <div className={styles.card}>
      <AreaChart
        title="What you owe over time"
        description={`What you owe falls from ${money(start)} to $0 over ${+end.toFixed(1)} ${axis.label.toLowerCase()}. The table after the chart has every payment.`}
        xLabel={axis.label}
        series={[{ label: "What you owe", tone: "balance", points }]}
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
