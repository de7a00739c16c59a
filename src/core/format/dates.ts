/**
 * Dates as en-NZ writes them ("July 2025", "18 Nov 2026", "9–15 Nov 2026"), without Intl for
 * the reason money.ts gives (docs/decisions/0026). Days are read in UTC. The tests check each
 * pattern against Intl.DateTimeFormat("en-NZ").
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** en-NZ's short month names: the first three letters, but "Sept". */
const shortMonth = (month: number) => (month === 8 ? "Sept" : MONTHS[month]!.slice(0, 3));

/** "July 2025" for a month counted from January of `year` (13 is January of the next year). */
export function monthYear(year: number, month: number): string {
  const months = year * 12 + month;
  return `${MONTHS[((months % 12) + 12) % 12]} ${Math.floor(months / 12)}`;
}

/** "18 Nov 2026". */
export function dayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${shortMonth(date.getUTCMonth())} ${date.getUTCFullYear()}`;
}

/** An en dash between thin spaces, as en-NZ sets a range whose ends have spaces in them. */
const BETWEEN = "\u2009–\u2009";

/** Two days as en-NZ joins them, saying each part once: "9–15 Nov 2026", "26 Oct – 1 Nov 2026". */
export function dayRange(from: Date, to: Date): string {
  const year = from.getUTCFullYear();
  if (year !== to.getUTCFullYear()) return `${dayMonthYear(from)}${BETWEEN}${dayMonthYear(to)}`;
  const month = from.getUTCMonth();
  if (month !== to.getUTCMonth()) {
    return `${from.getUTCDate()} ${shortMonth(month)}${BETWEEN}${dayMonthYear(to)}`;
  }
  if (from.getUTCDate() === to.getUTCDate()) return dayMonthYear(from);
  return `${from.getUTCDate()}–${dayMonthYear(to)}`;
}
