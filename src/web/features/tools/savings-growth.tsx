import { memo } from "react";
import type { SavingsRow } from "../../../core/calc/savings";
import { formatNumber } from "../../../core/format/money";
import { AreaChart } from "./area-chart";
import { DataTable } from "./data-table";
import { money } from "./words";
import styles from "./calculator.module.css";

/** Money put in against interest earned, year by year, as a chart and its table. */
export const SavingsGrowth = memo(function SavingsGrowth({
  rows,
  start,
}: {
  rows: SavingsRow[];
  start: number;
}) {
  if (rows.length === 0) return null;
  const first = { x: 0, y: start };
  const last = rows.at(-1)!;
  return (
    <div className={styles.card}>
      <AreaChart
        title="Your savings over time"
        description={`Your savings grow from ${money(start)} to ${money(last.balance)} over ${formatNumber(last.year, 1)} years: ${money(last.deposits)} you put in and ${money(last.interest)} in interest. The table after the chart has every year.`}
        xLabel="Years"
        series={[
          {
            label: "Interest earned",
            tone: "interest",
            points: [first, ...rows.map((r) => ({ x: r.year, y: r.balance }))],
          },
          {
            label: "Money you put in",
            tone: "deposits",
            points: [first, ...rows.map((r) => ({ x: r.year, y: r.deposits }))],
          },
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
