/**
 * Savings: what a starting amount and regular deposits grow to, the deposit a goal needs, the
 * time to a goal, and a future amount in today's dollars. Deposits are whole cents; interest
 * compounds on the unrounded balance, as the formula does, and every amount out is rounded to
 * the cent (docs/decisions/0023). Between interest credits the rate is the equivalent rate for
 * the part of the year, so deposits and credits need not fall on the same days.
 */
import {
  MAX_AMOUNT,
  MAX_PERCENT,
  MAX_YEARS,
  bounded,
  perYear,
  roundCents,
  smallestWhole,
  toCents,
  toDollars,
} from "./cents";
import { periodicRate } from "./loan";

export type SavingsPlan = {
  start: number;
  deposit: number;
  depositsPerYear: number; // 52, 26, 12, 1
  annualPercent: number;
  compoundsPerYear: number; // 365, 12, 4, 1 …
  years: number;
  timing: "start" | "end"; // deposit at start or end of each period
  taxPercent?: number; // RWT taken from each interest credit
};
// deposits: the money put in (the start included); interest: what it earned after tax, so
// deposits + interest = balance. Cumulative, one row per year (and a last part-year row if needed).
export type SavingsRow = { year: number; deposits: number; interest: number; balance: number };
export type SavingsResult = {
  balance: number;
  deposits: number;
  interest: number;
  tax: number;
  rows: SavingsRow[];
};

/** A plan made safe, in cents, with its growth per deposit period after tax and the tax taken. */
type Growth = {
  start: number;
  deposit: number;
  perYear: number;
  atStart: boolean;
  net: number;
  taxed: number;
};

/** The plan's inputs made safe (blank or negative → 0, huge → the limits in cents.ts). */
function growth(plan: Omit<SavingsPlan, "years" | "deposit">, deposit: number): Growth {
  const depositsPerYear = perYear(plan.depositsPerYear);
  const annual = bounded(plan.annualPercent, MAX_PERCENT);
  const tax = bounded(plan.taxPercent ?? 0, 100) / 100;
  const net = periodicRate(annual * (1 - tax), depositsPerYear, plan.compoundsPerYear);
  // Tax is the taxed share of each gross credit: net × t / (1 − t); all of it at 100% tax.
  const taxed = tax === 1 ? annual / 100 / depositsPerYear : (net * tax) / (1 - tax);
  return {
    start: toCents(bounded(plan.start, MAX_AMOUNT)),
    deposit: toCents(bounded(deposit, MAX_AMOUNT)),
    perYear: depositsPerYear,
    atStart: plan.timing === "start",
    net,
    taxed,
  };
}

/** Deposit periods in `years` (at most MAX_YEARS), to the nearest whole period. */
function periodsIn(years: number, depositsPerYear: number): number {
  return Math.round(bounded(years, MAX_YEARS) * depositsPerYear);
}

/** Runs up to `periods` deposit periods in unrounded cents, calling `visit` after each until it says stop. */
function grow(
  g: Growth,
  periods: number,
  visit?: (period: number, balance: number) => boolean | void,
) {
  let balance = g.start;
  let tax = 0;
  let period = 0;
  while (period < periods) {
    period += 1;
    const earning = g.atStart ? balance + g.deposit : balance;
    tax += earning * g.taxed;
    balance += earning * g.net + g.deposit;
    if (visit?.(period, balance)) break;
  }
  return { balance, tax, period };
}

/** The balance, money put in, interest after tax and tax after the plan's years, with a row per year (rows are empty for 0 years). */
export function futureValue(plan: SavingsPlan): SavingsResult {
  const g = growth(plan, plan.deposit);
  const periods = periodsIn(plan.years, g.perYear);
  const rows: SavingsRow[] = [];
  const row = (period: number, balance: number): SavingsRow => {
    const deposits = g.start + period * g.deposit;
    const cents = roundCents(balance);
    return {
      year: period / g.perYear,
      deposits: toDollars(deposits),
      interest: toDollars(cents - deposits),
      balance: toDollars(cents),
    };
  };
  const end = grow(g, periods, (period, balance) => {
    if (period % g.perYear === 0 || period === periods) rows.push(row(period, balance));
  });
  const { balance, deposits, interest } = row(periods, end.balance);
  return { balance, deposits, interest, tax: toDollars(roundCents(end.tax)), rows };
}

/** The regular deposit (rounded UP to the cent) that reaches `goal` in `plan.years`; 0 if already reached. With under one deposit period to go, the whole shortfall (there is no time for interest). */
export function depositForGoal(plan: Omit<SavingsPlan, "deposit">, goal: number): number {
  const target = toCents(bounded(goal, MAX_AMOUNT));
  const periods = periodsIn(plan.years, perYear(plan.depositsPerYear));
  const balanceWith = (deposit: number) => grow(growth(plan, deposit / 100), periods).balance;
  const base = balanceWith(0);
  if (roundCents(base) >= target) return 0;
  if (periods === 0) return toDollars(target - roundCents(base));
  // The balance grows in step with the deposit, so one more run gives the estimate.
  const perCent = (balanceWith(100) - base) / 100;
  const reaches = (deposit: number) => roundCents(balanceWith(deposit)) >= target;
  // A deposit of the whole goal always reaches it.
  return toDollars(smallestWhole((target - base) / perCent, [1, target], reaches));
}

/** Periods (deposit periods) until the balance first reaches `goal`; 0 if already reached; null if never (no deposit and no interest) or not within MAX_YEARS. */
export function periodsToGoal(plan: Omit<SavingsPlan, "years">, goal: number): number | null {
  const target = toCents(bounded(goal, MAX_AMOUNT));
  const g = growth(plan, plan.deposit);
  if (g.start >= target) return 0;
  const reached = (balance: number) => roundCents(balance) >= target;
  const end = grow(g, MAX_YEARS * g.perYear, (_, balance) => reached(balance));
  return reached(end.balance) ? end.period : null;
}

/** What `amount` in `years` is worth in today's dollars at `inflationPercent` a year (blank or negative inflation counts as 0%). */
export function inTodaysDollars(amount: number, inflationPercent: number, years: number): number {
  const growthFactor =
    (1 + bounded(inflationPercent, MAX_PERCENT) / 100) ** bounded(years, MAX_YEARS);
  return toDollars(roundCents(toCents(bounded(amount, MAX_AMOUNT)) / growthFactor));
}
