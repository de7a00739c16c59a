/**
 * Whole cents and safe inputs, shared by the loan and savings maths. Amounts are held as whole
 * numbers of cents so adding and subtracting them is exact; every input a student can type is
 * bounded here so no answer is NaN, Infinity or a loop that never ends.
 */

/** The largest amount in dollars any calculation takes; a bigger amount counts as this. */
export const MAX_AMOUNT = 1_000_000_000;
/** The highest yearly interest, tax or inflation rate in percent; a higher rate counts as this. */
export const MAX_PERCENT = 300;
/** The longest time in years a calculation runs: anything longer is answered as "never". */
export const MAX_YEARS = 100;
/** The most payments, deposits or interest credits in a year (daily). */
export const MAX_PERIODS_PER_YEAR = 365;

/** Rounds cents to the nearest whole cent, halves up, past a few units of binary noise (100.49999999999999 → 101). */
export function roundCents(cents: number): number {
  return Math.round(cents + Math.abs(cents) * 4 * Number.EPSILON);
}

/** Dollars to whole cents, to the nearest cent. */
export function toCents(dollars: number): number {
  return roundCents(dollars * 100);
}

/** Whole cents to dollars. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** A typed number made safe: blank (NaN), zero or negative → 0; above `max` (or Infinity) → `max`. */
export function bounded(value: number, max: number): number {
  return Number.isNaN(value) || value <= 0 ? 0 : Math.min(value, max);
}

/** Payments, deposits or credits a year made safe: a whole number from 1 to 365 (blank → 1). */
export function perYear(count: number): number {
  return Math.max(1, Math.round(bounded(count, MAX_PERIODS_PER_YEAR)));
}

/** The smallest whole number from `floor` to `ceiling` for which `enough` holds (it holds at `ceiling` and stays true above the answer), searched from a nearby estimate. */
export function smallestWhole(
  estimate: number,
  [floor, ceiling]: readonly [number, number],
  enough: (n: number) => boolean,
): number {
  // Bracket the answer between `low` (not enough, or under the floor) and `high` (enough),
  // stepping away from the estimate in doubling steps, then halve the gap: a try or two when
  // the estimate is close, about 2 × log2(distance) when it is not, and never past `ceiling`.
  let high = Math.min(ceiling, Math.max(floor, Math.ceil(estimate)));
  let low = high - 1;
  let step = 1;
  if (enough(high)) {
    while (low >= floor && enough(low)) {
      high = low;
      step *= 2;
      low = Math.max(floor - 1, high - step);
    }
  } else {
    while (high < ceiling && !enough(high)) {
      low = high;
      high = Math.min(ceiling, high + step);
      step *= 2;
    }
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle;
  }
  return high;
}
