/**
 * Test support for the loan maths' tests (loan.test.ts, loan-schedule.test.ts): closed-form
 * oracles, the phone loan they share, and the schedule's invariants.
 */
import { expect } from "vitest";
import { toCents } from "./cents";
import type { Repayment } from "./loan";

export const phone = { principal: 1000, annualPercent: 10, periodsPerYear: 12 };

/** Oracle (tests only): the closed-form level payment for a term, in floating point. */
export function formulaPayment(principal: number, rate: number, periods: number): number {
  return rate === 0 ? principal / periods : (principal * rate) / (1 - (1 + rate) ** -periods);
}

/** Oracle (tests only): the closed-form balance after `k` level payments, unrounded. */
export function formulaBalance(
  principal: number,
  rate: number,
  payment: number,
  k: number,
): number {
  return rate === 0
    ? principal - payment * k
    : principal * (1 + rate) ** k - (payment * ((1 + rate) ** k - 1)) / rate;
}

/** How far interest rounded to the nearest cent each period can move the balance by period k. */
export function roundingBound(rate: number, k: number): number {
  return 0.005 * (rate === 0 ? k : ((1 + rate) ** k - 1) / rate) + 1e-6;
}

export function repaid(result: Repayment) {
  if (result.kind !== "repaid") throw new Error(`expected repaid, got ${JSON.stringify(result)}`);
  return result;
}

/** Asserts the schedule's invariants, in whole cents: it adds up, never goes negative, ends at 0. */
export function expectSound(result: Repayment, owed: number, pay: number) {
  const { rows, totalPaid, totalInterest } = repaid(result);
  let balance = toCents(owed);
  let paid = 0;
  let interest = 0;
  const broken = rows.filter((row) => {
    balance -= toCents(row.principal);
    paid += toCents(row.payment);
    interest += toCents(row.interest);
    const addsUp = toCents(row.payment) === toCents(row.interest) + toCents(row.principal);
    return !addsUp || row.payment > pay || toCents(row.balance) !== balance || row.balance < 0;
  });
  expect(broken.slice(0, 3)).toEqual([]); // the first few, so a failure reports quickly
  expect(rows.at(-1)?.balance ?? 0).toBe(0);
  expect(toCents(totalPaid)).toBe(paid);
  expect(toCents(totalInterest)).toBe(interest);
  expect(paid).toBe(toCents(owed) + interest);
}
