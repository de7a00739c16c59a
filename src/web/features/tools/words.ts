import { monthYear } from "../../../core/format/dates";
import { formatNZD } from "../../../core/format/money";
import type { FREQUENCIES } from "../../../core/tools/inputs";

export type Frequency = (typeof FREQUENCIES)[number];

/** "a month", "a week": what one payment or deposit period is called. */
export const PERIOD_WORD: Readonly<Record<Frequency, string>> = {
  weekly: "week",
  fortnightly: "fortnight",
  monthly: "month",
};

/** An amount as students read it: "$1,000", "$32.27". */
export const money = (dollars: number) => formatNZD(dollars);

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** A number of payment periods as a time: "3 years", "1 year 10 weeks", "5 months". */
export function duration(periods: number, freq: Frequency): string {
  const [perYear, unit, size] =
    freq === "monthly" ? [12, "month", 1] : [52, "week", freq === "weekly" ? 1 : 2];
  const units = periods * size;
  const years = Math.floor(units / perYear);
  const rest = units % perYear;
  const parts = [years > 0 ? count(years, "year") : "", rest > 0 ? count(rest, unit) : ""];
  return parts.filter(Boolean).join(" ") || count(0, unit);
}

/** The month and year a number of months from today: "November 2031". */
export function monthsFromNow(months: number, today = new Date()): string {
  return monthYear(today.getFullYear(), today.getMonth() + Math.round(months));
}
