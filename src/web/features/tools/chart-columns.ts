import type { ScheduleRow } from "../../../core/calc/loan";
import type { SavingsRow } from "../../../core/calc/savings";
import { formatNumber } from "../../../core/format/money";
import { money } from "./words";

/** One bar of a chart: its label on the axis, its parts from the bottom up, and it in words. */
export type Column = { label: string; parts: readonly number[]; say: string };

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A loan's payments by year (by month for a loan of under two years): what was paid in each,
 * split into what paid the loan off and what went to interest (or a student loan's fee).
 */
export function repaymentColumns(
  rows: readonly ScheduleRow[],
  perYear: number,
  added: "Interest" | "Fee",
): { unit: "Year" | "Month"; columns: Column[] } {
  const byYear = rows.length >= perYear * 2;
  const unit = byYear ? "Year" : "Month";
  const slot = (period: number) => Math.ceil(byYear ? period / perYear : (period * 12) / perYear);
  const sums: { paid: number; added: number }[] = [];
  for (const row of rows) {
    const at = slot(row.period) - 1;
    const sum = (sums[at] ??= { paid: 0, added: 0 });
    sum.paid += cents(row.payment);
    sum.added += cents(row.interest);
  }
  const columns = Array.from(sums, (sum = { paid: 0, added: 0 }, i) => {
    const paid = sum.paid / 100;
    const extra = sum.added / 100;
    return {
      label: String(i + 1),
      parts: [Math.max(0, paid - extra), extra],
      say: `${unit} ${i + 1}: ${money(paid)} paid, ${money(extra)} of it ${added.toLowerCase()}`,
    };
  });
  return { unit, columns };
}

/** Savings at the end of each year: what was put in, and the interest earned on top. */
export function savingsColumns(rows: readonly SavingsRow[]): Column[] {
  return rows.map((row) => {
    const year = formatNumber(row.year, 1);
    return {
      label: year,
      parts: [row.deposits, row.interest],
      say: `Year ${year}: ${money(row.balance)} saved, ${money(row.interest)} of it interest`,
    };
  });
}
