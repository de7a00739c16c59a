import { memo } from "react";
import type { SavingsRow } from "../../../core/calc/savings";
import { formatNumber } from "../../../core/format/money";
import { BarChart } from "./bar-chart";
import { savingsColumns } from "./chart-columns";
import { DataTable } from "./data-table";
import { money } from "./words";
import styles from "./calculator.module.css";

/** Money put in against interest earned, year by year, as a chart and its table. */
export const SavingsGrowth = memo(function SavingsGrowth({
  rows,
  start,
  goal,
}: {
  rows: SavingsRow[];
  start: number;
  /** The goal, when the plan works towards one: a line across the chart. */
  goal: number | null;
}) {
  if (rows.length === 0) return null;
  const last = rows.at(-1)!;
  return (
    <div className={styles.card}>
      <BarChart
        title="Your savings over time"
        description={`Your savings grow from ${money(start)} to ${money(last.balance)} over ${formatNumber(last.year, 1)} years: ${money(last.deposits)} you put in and ${money(last.interest)} in interest.${goal === null ? "" : ` The line is your ${money(goal)} goal.`} The table after the chart has every year.`}
        unit="Year"
        columns={savingsColumns(rows)}
        goal={goal}
        series={[
          { label: "Money you put in", tone: "deposits" },
          { label: "Interest earned", tone: "interest" },
        ]}
      />
      <DataTable
        caption={`Year by year (${rows.length} ${rows.length === 1 ? "row" : "rows"})`}
        head={["Year", "Put in", "Interest", "Savings"]}
        rows={rows.map((r) => [
          formatNumber(r.year, 1),
          money(r.deposits),
          money(r.interest),
          money(r.balance),
        ])}
      />
    </div>
  );
});
