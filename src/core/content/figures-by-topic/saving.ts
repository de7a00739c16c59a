// Saving (Impact of savings, m1): a goal, paying yourself first, interest, and the tax on it.
import { futureValue } from "../../calc/savings";
import { example, type Figure } from "./figure";

// A goal split into weekly amounts, and a share of each pay saved first.
const SAVINGS_GOAL = 300;
const SAVINGS_GOAL_WEEKS = 15;
const WEEKLY_PAY = 150;
const PAY_FIRST_PERCENT = 10;
// Savings left alone at an example rate; simple interest pays on the start only.
const SAVINGS_START = 1000;
const SAVINGS_RATE = 2;
const simpleBalance = (years: number) => SAVINGS_START * (1 + (SAVINGS_RATE * years) / 100);
// Compound interest on it, added once a year, before tax: a balance at the end of each year.
const compound = futureValue({
  start: SAVINGS_START,
  deposit: 0,
  depositsPerYear: 1,
  annualPercent: SAVINGS_RATE,
  compoundsPerYear: 1,
  years: 20,
  timing: "end",
});
const compoundBalance = (years: number) => compound.rows[years - 1]!.balance;
// The goal's weekly amount by automatic payment for a year, interest added monthly, before tax.
const autoSaved = futureValue({
  start: 0,
  deposit: SAVINGS_GOAL / SAVINGS_GOAL_WEEKS,
  depositsPerYear: 52,
  annualPercent: SAVINGS_RATE,
  compoundsPerYear: 12,
  years: 1,
  timing: "end",
});

export const SAVING_FIGURES = {
  /** RWT when the bank has the saver's IRD number but no rate chosen by the saver. */
  rwtDefaultRate: {
    value: 33,
    format: "percent",
    asOf: "2025-04-01",
    source: "Inland Revenue, how much RWT to deduct (the default rate with an IRD number)",
  },
  /**
   * RWT on interest when the saver hasn't given the bank an IRD number: 45% since 1 April 2020,
   * dated like the other tax figures by the tax year it is confirmed for (not "as at 2020").
   */
  rwtNoIrdRate: {
    value: 45,
    format: "percent",
    asOf: "2025-04-01",
    source: "Inland Revenue, resident withholding tax on interest (non-declaration rate)",
  },
  exampleSavingsGoal: example(SAVINGS_GOAL, "nzd"),
  exampleSavingsGoalWeeks: example(SAVINGS_GOAL_WEEKS, "number"),
  exampleSavingsGoalWeekly: example(SAVINGS_GOAL / SAVINGS_GOAL_WEEKS, "nzd"),
  exampleWeeklyPay: example(WEEKLY_PAY, "nzd"),
  examplePayFirstPercent: example(PAY_FIRST_PERCENT, "percent"),
  examplePayFirstSaved: example((WEEKLY_PAY * PAY_FIRST_PERCENT) / 100, "nzd"),
  exampleSavingsStart: example(SAVINGS_START, "nzd"),
  exampleSavingsRate: example(SAVINGS_RATE, "percent"),
  exampleSimpleYear10: example(simpleBalance(10), "nzd"),
  exampleSimpleYear20: example(simpleBalance(20), "nzd"),
  exampleCompoundYear10: example(compoundBalance(10), "nzd"),
  exampleCompoundYear20: example(compoundBalance(20), "nzd"),
  exampleAutoDeposits: example(autoSaved.deposits, "nzd"),
  exampleAutoInterest: example(autoSaved.interest, "nzd"),
} as const satisfies Record<string, Figure>;
