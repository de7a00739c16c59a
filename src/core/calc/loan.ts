/**
 * Loans: the rate per payment, the level payment for a term, and the full repayment schedule.
 * Balances, interest and payments are whole cents, so a schedule of 600 rows or more has no
 * floating-point drift and its last balance is exactly $0.00 (docs/decisions/0023).
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

export const PERIODS_PER_YEAR = { weekly: 52, fortnightly: 26, monthly: 12, yearly: 1 } as const;
export type Frequency = keyof typeof PERIODS_PER_YEAR;

/** Rate per payment period as a fraction: (1 + r/c)^(c/p) - 1; c defaults to p. 0 for 0% (and blank or negative rates). */
export function periodicRate(
  annualPercent: number,
  periodsPerYear: number,
  compoundsPerYear?: number,
): number {
  const annual = bounded(annualPercent, MAX_PERCENT) / 100;
  const p = perYear(periodsPerYear);
  const c = compoundsPerYear === undefined ? p : perYear(compoundsPerYear);
  return c === p ? annual / p : Math.expm1((c / p) * Math.log1p(annual / c));
}

export type ScheduleRow = {
  period: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
};

/** Why a payment never repays: it does not cover one period's interest on the amount owed, or it would take longer than MAX_YEARS. */
export type NeverReason = "below-interest" | "too-long";

export type Repayment =
  | {
      kind: "repaid";
      rows: ScheduleRow[];
      periods: number;
      totalPaid: number;
      totalInterest: number;
      fee: number;
    }
  // smallestPayment: the smallest payment (with any extra) that repays within MAX_YEARS.
  | { kind: "never"; smallestPayment: number; reason: NeverReason };

type Run =
  { repaid: true; paid: number; interest: number } | { repaid: false; reason: NeverReason };

/** Runs a schedule in cents, interest rounded each period and the last payment cut to what is left, telling `onRow` each row. */
function run(
  owed: number,
  pay: number,
  rate: number,
  limit: number,
  onRow?: (row: ScheduleRow) => void,
): Run {
  let balance = owed;
  let paid = 0;
  let interestSum = 0;
  for (let period = 1; balance > 0; period += 1) {
    const interest = roundCents(balance * rate);
    if (pay <= interest) return { repaid: false, reason: "below-interest" };
    if (period > limit) return { repaid: false, reason: "too-long" };
    const payment = Math.min(pay, balance + interest);
    balance -= payment - interest;
    paid += payment;
    interestSum += interest;
    onRow?.({
      period,
      payment: toDollars(payment),
      interest: toDollars(interest),
      principal: toDollars(payment - interest),
      balance: toDollars(balance),
    });
  }
  return { repaid: true, paid, interest: interestSum };
}

/** The smallest whole-cent payment whose schedule repays `owed` cents within `periods`. */
function smallestRepaying(owed: number, rate: number, periods: number): number {
  const repays = (pay: number) => run(owed, pay, rate, periods).repaid;
  const formula =
    rate === 0 ? owed / periods : (owed * rate) / -Math.expm1(-periods * Math.log1p(rate));
  const interest = roundCents(owed * rate);
  // The formula is within a cent or so of the answer, so the search takes a try or two; paying
  // more than the interest is the least that can repay, and paying it all at once always does.
  return smallestWhole(formula, [interest + 1, owed + interest], repays);
}

/** The level payment (rounded to the cent) that repays `principal` over `periods`: the smallest whole-cent payment whose schedule ends within the term (so 0% → principal/periods rounded up); 0 if nothing is owed or the term is under one period; terms over MAX_YEARS count as MAX_YEARS. */
export function amortisedPayment(loan: {
  principal: number;
  annualPercent: number;
  periods: number;
  periodsPerYear: number;
}): number {
  const p = perYear(loan.periodsPerYear);
  const owed = toCents(bounded(loan.principal, MAX_AMOUNT));
  const periods = Math.round(bounded(loan.periods, MAX_YEARS * p));
  if (owed === 0 || periods === 0) return 0;
  return toDollars(smallestRepaying(owed, periodicRate(loan.annualPercent, p), periods));
}

/** Full schedule: interest rounded to the cent each period, last payment adjusted so the balance ends at exactly 0. `extra` is added to every payment; `fee` is a one-off added to the amount owed at the start (so interest is charged on it too). A payment that does not cover the first period's interest, or would take more than MAX_YEARS, is "never", with the smallest payment that repays. Blank or negative amounts count as 0. */
export function repaymentSchedule(loan: {
  principal: number;
  annualPercent: number;
  periodsPerYear: number;
  payment: number;
  extra?: number;
  fee?: number;
}): Repayment {
  const p = perYear(loan.periodsPerYear);
  const rate = periodicRate(loan.annualPercent, p);
  const fee = toCents(bounded(loan.fee ?? 0, MAX_AMOUNT));
  const owed = toCents(bounded(loan.principal, MAX_AMOUNT)) + fee;
  const pay =
    toCents(bounded(loan.payment, MAX_AMOUNT)) + toCents(bounded(loan.extra ?? 0, MAX_AMOUNT));
  const limit = MAX_YEARS * p;
  // A first run without rows, so a payment that is never enough builds no long table.
  const result = run(owed, pay, rate, limit);
  if (!result.repaid) {
    const smallestPayment = toDollars(smallestRepaying(owed, rate, limit));
    return { kind: "never", smallestPayment, reason: result.reason };
  }
  const rows: ScheduleRow[] = [];
  run(owed, pay, rate, limit, (row) => rows.push(row));
  return {
    kind: "repaid",
    rows,
    periods: rows.length,
    totalPaid: toDollars(result.paid),
    totalInterest: toDollars(result.interest),
    fee: toDollars(fee),
  };
}
