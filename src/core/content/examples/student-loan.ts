import { repaymentThreshold, studentLoanDeduction, yearsToRepay } from "../../calc/pay";
import { formatNZD, formatNumber } from "../../format/money";
import { FIGURES } from "../figures";

/**
 * The worked numbers of Student loans (m3), computed by the pay maths from the figures the
 * mission quotes: one week's repayment in a main job and in a second job, and how long each
 * scenario's loan takes to repay from the same salary. The mission text and its pictures both
 * read them from here.
 */
const WEEKS = 52;
const weeklyPay = FIGURES.exampleSlWeeklyPay.value;
const secondJobPay = FIGURES.exampleSlSecondJobPay.value;
const weeklyThreshold = repaymentThreshold(WEEKS);
const overThreshold = Math.max(0, Math.round((weeklyPay - weeklyThreshold) * 100) / 100);
const rate = FIGURES.studentLoanRepaymentRate.value;
const salary = FIGURES.exampleSlSalary.value;

/** Years to repay a balance from the example salary, which is over the threshold. */
function yearsFromSalary(balance: number): number {
  const years = yearsToRepay({ balance, annualIncome: salary });
  if (years === null) throw new Error("The example salary must be over the repayment threshold");
  return years;
}

export const STUDENT_LOAN_EXAMPLE = {
  weeklyPay,
  weeklyThreshold,
  /** The part of the week's pay over the threshold (the only part repayments come from). */
  overThreshold,
  repayment: studentLoanDeduction({ gross: weeklyPay, periodsPerYear: WEEKS, job: "main" }),
  secondJobRepayment: studentLoanDeduction({
    gross: secondJobPay,
    periodsPerYear: WEEKS,
    job: "secondary",
  }),
  yearsAway: yearsFromSalary(FIGURES.exampleSlLoanAway.value),
  yearsAtHome: yearsFromSalary(FIGURES.exampleSlLoanAtHome.value),
  /** The first scenario's loan once final-year Fees Free has paid off the last year's fees. */
  yearsAwayAfterFeesFree: yearsFromSalary(FIGURES.exampleSlLoanAwayAfterFeesFree.value),
} as const;

/** Dollars as the sums show them: cents only when there are some ("$136", "$16.32"). */
const dollars = (n: number): string => formatNZD(n, { cents: !Number.isInteger(n) });
const percent = `${formatNumber(rate)}%`;

/** One week's repayment sums, as the picture draws them and its alt text reads them. */
export const REPAYMENT_SUMS = [
  {
    job: "Main job",
    lines: [
      `${dollars(weeklyPay)} − ${dollars(weeklyThreshold)} = ${dollars(overThreshold)}`,
      `${percent} of ${dollars(overThreshold)} = ${dollars(STUDENT_LOAN_EXAMPLE.repayment)}`,
    ],
  },
  {
    job: "Second job",
    lines: [
      `${percent} of ${dollars(secondJobPay)} = ${dollars(STUDENT_LOAN_EXAMPLE.secondJobRepayment)}`,
    ],
  },
] as const;
