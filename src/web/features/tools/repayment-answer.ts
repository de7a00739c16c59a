import {
  amortisedPayment,
  PERIODS_PER_YEAR,
  repaymentSchedule,
  type Repayment,
  type ScheduleRow,
} from "../../../core/calc/loan";
import {
  repaymentThreshold,
  studentLoanDeduction,
  studentLoanSchedule,
  yearsToRepay,
} from "../../../core/calc/pay";
import { FIGURES, formatFigure } from "../../../core/content/figures";
import type { RepaymentInputs } from "../../../core/tools/inputs";
import { duration, money, PERIOD_WORD, type Frequency } from "./words";

/** A repayment answer: sentences first, then the schedule the chart and table show. */
export type RepaymentAnswer = {
  words: string[];
  /** The key figure in a few words, for the answer pinned in view while a field is edited. */
  short: string;
  /** How much sooner an extra payment clears the loan, and the interest it saves. */
  whatIf: string | null;
  rows: ScheduleRow[];
  periodsPerYear: number;
  /** What the schedule's added column holds: a loan's interest, or a student loan's yearly fee. */
  added?: "Interest" | "Fee";
};

const none = (words: string[], periodsPerYear: number): RepaymentAnswer => ({
  words,
  short: words.at(-1)!,
  whatIf: null,
  rows: [],
  periodsPerYear,
});

/** The number of payments in a term of years and months, at a payment frequency. */
export function periodsIn(years: number, months: number, freq: Frequency): number {
  return Math.round(((years * 12 + months) * PERIODS_PER_YEAR[freq]) / 12);
}

/** A suggested extra payment for the what-if line: a fifth of the payment, in whole $5 steps. */
const suggestedExtra = (payment: number) => Math.max(5, Math.round(payment / 25) * 5);

function neverWords(payment: number, result: Repayment & { kind: "never" }, freq: Frequency) {
  const per = PERIOD_WORD[freq];
  const why =
    result.reason === "below-interest"
      ? `the interest added each ${per} is more than you pay`
      : "it would take more than 100 years";
  return [
    `At ${money(payment)} a ${per}, this loan would never be paid off: ${why}.`,
    `The smallest payment that pays it off is ${money(result.smallestPayment)} a ${per}.`,
  ];
}

function whatIfLine(
  base: Repayment,
  withExtra: Repayment,
  extra: number,
  freq: Frequency,
  given: boolean,
) {
  if (withExtra.kind !== "repaid") return null;
  const per = PERIOD_WORD[freq];
  if (base.kind !== "repaid") {
    return `Without the extra ${money(extra)} a ${per}, the loan would never be paid off.`;
  }
  const sooner = duration(base.periods - withExtra.periods, freq);
  const saved = money(base.totalInterest - withExtra.totalInterest);
  if (base.periods === withExtra.periods) return null;
  return given
    ? `Paying ${money(extra)} extra each ${per}, you're debt-free ${sooner} sooner and save ${saved} in interest.`
    : `What if you paid ${money(extra)} more each ${per}? You'd be debt-free ${sooner} sooner and save ${saved} in interest.`;
}

function loanAnswer(inputs: RepaymentInputs): RepaymentAnswer {
  const { amount, rate, freq, extra, fee } = inputs;
  const periodsPerYear = PERIODS_PER_YEAR[freq];
  const per = PERIOD_WORD[freq];
  if (amount + fee <= 0) {
    return none(["There's nothing to pay back: enter how much you borrow."], periodsPerYear);
  }
  const periods = periodsIn(inputs.years, inputs.months, freq);
  if (inputs.solve === "payment" && periods === 0) {
    return none(["Choose a time of at least one month to pay it back."], periodsPerYear);
  }
  const loan = { principal: amount, annualPercent: rate, periodsPerYear, fee };
  const payment =
    inputs.solve === "payment"
      ? amortisedPayment({ principal: amount + fee, annualPercent: rate, periods, periodsPerYear })
      : inputs.payment;
  if (payment + extra <= 0) {
    return none([`Enter a payment to see how long the loan takes.`], periodsPerYear);
  }
  const result = repaymentSchedule({ ...loan, payment, extra });
  if (result.kind === "never")
    return none(neverWords(payment + extra, result, freq), periodsPerYear);

  const first = result.rows[0]!.payment;
  const last = result.rows.at(-1)!.payment;
  const each = extra > 0 ? ` (${money(payment)} plus ${money(extra)} extra)` : "";
  const zero = rate === 0 ? "With 0% interest you pay back only what you borrowed. " : "";
  const words = [
    `${zero}You'll pay ${money(first)} a ${per}${each} for ${duration(result.periods, freq)}, and ${money(result.totalInterest)} in interest.`,
    `That's ${money(result.totalPaid)} in all${fee > 0 ? `, including the ${money(fee)} fee` : ""}${
      last !== first && result.periods > 1 ? `; the last payment is ${money(last)}` : ""
    }.`,
  ];
  const tryExtra = extra > 0 ? extra : suggestedExtra(payment);
  const base = extra > 0 ? repaymentSchedule({ ...loan, payment }) : result;
  const withExtra = extra > 0 ? result : repaymentSchedule({ ...loan, payment, extra: tryExtra });
  return {
    words,
    short: `${money(first)} a ${per} for ${duration(result.periods, freq)}`,
    whatIf: rate > 0 ? whatIfLine(base, withExtra, tryExtra, freq, extra > 0) : null,
    rows: result.rows,
    periodsPerYear,
  };
}

function studentAnswer({ balance, pay, payFreq }: RepaymentInputs): RepaymentAnswer {
  const periodsPerYear = PERIODS_PER_YEAR[payFreq];
  const per = PERIOD_WORD[payFreq];
  const threshold = money(repaymentThreshold(periodsPerYear));
  const deduction = studentLoanDeduction({ gross: pay, periodsPerYear, job: "main" });
  const cents = FIGURES.studentLoanRepaymentRate.value;
  if (deduction === 0) {
    return none(
      [
        `Pay of ${money(pay)} a ${per} is not over the ${threshold} a ${per} threshold, so nothing is taken from it for your student loan.`,
        `While you live in New Zealand there's no interest, but Inland Revenue adds a ${formatFigure("studentLoanAdminFee")} fee each year, so the loan grows. You can pay some off whenever you like.`,
      ],
      periodsPerYear,
    );
  }
  const weekly =
    payFreq === "weekly" ? "" : ` (about ${money((deduction * periodsPerYear) / 52)} a week)`;
  const words = [
    `From pay of ${money(pay)} a ${per}, ${money(deduction)} a ${per}${weekly} goes to your student loan: ${cents}c for every dollar over the ${threshold} threshold.`,
  ];
  if (balance <= 0)
    return none([...words, "You owe nothing, so nothing is taken."], periodsPerYear);
  const years = yearsToRepay({ balance, annualIncome: pay * periodsPerYear });
  const result = studentLoanSchedule({ balance, payment: deduction, periodsPerYear });
  const fee = formatFigure("studentLoanAdminFee");
  if (years === null) {
    const why = `At that rate the ${fee} fee Inland Revenue adds each year is as much as you repay, so the loan never goes down.`;
    return none([...words, why], periodsPerYear);
  }
  if (result.kind === "never") {
    return none(
      [...words, `At that rate ${money(balance)} would take more than 100 years to pay off.`],
      periodsPerYear,
    );
  }
  const when = years < 1 ? "in less than a year" : `in about ${years} years`;
  words.push(
    `At that rate you'll pay off ${money(balance)} ${when}: no interest while you live in New Zealand, but a ${fee} fee each year.`,
  );
  return {
    words,
    short: `${money(deduction)} a ${per}, paid off ${when}`,
    whatIf: null,
    rows: result.rows,
    periodsPerYear,
    added: "Fee",
  };
}

/** What a loan costs, in words and as a schedule, for the calculator's inputs. */
export function repaymentAnswer(inputs: RepaymentInputs): RepaymentAnswer {
  return inputs.mode === "student" ? studentAnswer(inputs) : loanAnswer(inputs);
}

/** What the calculator takes for granted, in plain words. */
export function repaymentAssumptions(inputs: RepaymentInputs): string[] {
  if (inputs.mode === "student") {
    return [
      `You live in New Zealand, so there's no interest. Inland Revenue adds a ${formatFigure("studentLoanAdminFee")} fee each year while you owe ${formatFigure("studentLoanAdminFeeMinOwed")} or more, and it's counted here (StudyLink also charges ${formatFigure("studentLoanEstablishmentFee")} for each new loan).`,
      `This is your main job: ${FIGURES.studentLoanRepaymentRate.value}c of every dollar you earn over the repayment threshold (${formatFigure("studentLoanThreshold")} a year) is taken from each pay. From a second job, it's taken from every dollar.`,
      "Your pay stays the same until the loan is paid off (a pay rise pays it off sooner).",
      "You make no extra payments of your own.",
    ];
  }
  const per = PERIOD_WORD[inputs.freq];
  return [
    `Interest is charged each ${per} on what you still owe: the yearly rate shared evenly over the ${per}s of a year.`,
    "The interest rate stays the same for the whole loan.",
    "Every payment is the same, except the last, which is just what's left.",
    "Interest is rounded to the cent each time, as lenders do.",
    "The one-off fee is added to what you owe at the start, so interest is charged on it too. There are no other fees.",
  ];
}
