import { PERIODS_PER_YEAR } from "../../../core/calc/loan";
import {
  depositForGoal,
  futureValue,
  inTodaysDollars,
  periodsToGoal,
  type SavingsPlan,
  type SavingsRow,
} from "../../../core/calc/savings";
import { formatFigure } from "../../../core/content/figures";
import type { SavingsInputs } from "../../../core/tools/inputs";
import { duration, money, monthsFromNow, PERIOD_WORD } from "./words";

export const COMPOUNDS_PER_YEAR = { daily: 365, monthly: 12, quarterly: 4, yearly: 1 } as const;

/** A savings answer: sentences first, then the year-by-year rows the chart and table show. */
export type SavingsAnswer = {
  words: string[];
  /** The key figure in a few words, for the answer pinned in view while a field is edited. */
  short: string;
  rows: SavingsRow[];
};

/** An answer with no rows, its one sentence its short form too. */
const only = (sentence: string): SavingsAnswer => ({
  words: [sentence],
  short: sentence,
  rows: [],
});

function planOf(inputs: SavingsInputs): SavingsPlan {
  return {
    start: inputs.start,
    deposit: inputs.deposit,
    depositsPerYear: PERIODS_PER_YEAR[inputs.freq],
    annualPercent: inputs.rate,
    compoundsPerYear: COMPOUNDS_PER_YEAR[inputs.compound],
    years: inputs.years,
    timing: inputs.timing,
    taxPercent: Number(inputs.tax),
  };
}

const yearsWord = (years: number) => `${+years.toFixed(1)} year${years === 1 ? "" : "s"}`;

/** "That's $5,700 you put in and $732.10 in interest (after $86 tax)." */
function madeOf(plan: SavingsPlan, inputs: SavingsInputs) {
  const result = futureValue(plan);
  const tax = result.tax > 0 ? ` (after ${money(result.tax)} tax)` : "";
  return {
    rows: result.rows,
    line: `That's ${money(result.deposits)} you put in and ${money(result.interest)} in interest${tax}.`,
    balance: result.balance,
    real: (amount: number, years: number) =>
      inputs.real === "yes"
        ? [
            `In today's dollars that's about ${money(inTodaysDollars(amount, inputs.inflation, years))}, if prices rise ${inputs.inflation}% a year.`,
          ]
        : [],
  };
}

function alreadyThere(inputs: SavingsInputs): SavingsAnswer {
  return only(
    `You already have ${money(inputs.start)}, which reaches your ${money(inputs.goal)} goal. Time for a bigger one?`,
  );
}

function balanceAnswer(inputs: SavingsInputs): SavingsAnswer {
  if (inputs.start <= 0 && inputs.deposit <= 0) {
    return only("Enter a starting amount or a regular deposit to see your savings grow.");
  }
  const plan = planOf(inputs);
  const made = madeOf(plan, inputs);
  return {
    words: [
      `In ${yearsWord(inputs.years)} you'll have ${money(made.balance)}.`,
      made.line,
      ...made.real(made.balance, inputs.years),
    ],
    short: `${money(made.balance)} in ${yearsWord(inputs.years)}`,
    rows: made.rows,
  };
}

function depositAnswer(inputs: SavingsInputs): SavingsAnswer {
  if (inputs.start >= inputs.goal) return alreadyThere(inputs);
  const plan = planOf(inputs);
  const deposit = depositForGoal(plan, inputs.goal);
  const by = monthsFromNow(inputs.years * 12);
  const made = madeOf({ ...plan, deposit }, inputs);
  const first =
    deposit === 0
      ? `Your ${money(inputs.start)} grows to ${money(inputs.goal)} by itself by ${by}: you don't need to add anything.`
      : `To reach ${money(inputs.goal)} by ${by}, put away ${money(deposit)} a ${PERIOD_WORD[inputs.freq]}.`;
  return {
    words: [first, made.line, ...made.real(inputs.goal, inputs.years)],
    short:
      deposit === 0
        ? `Nothing to add: ${money(inputs.goal)} by ${by}`
        : `${money(deposit)} a ${PERIOD_WORD[inputs.freq]} until ${by}`,
    rows: made.rows,
  };
}

function timeAnswer(inputs: SavingsInputs): SavingsAnswer {
  const plan = planOf(inputs);
  const periods = periodsToGoal(plan, inputs.goal);
  if (periods === 0) return alreadyThere(inputs);
  if (periods === null) {
    const stuck = inputs.deposit <= 0 && inputs.rate <= 0;
    return only(
      stuck
        ? `With nothing added and no interest, your savings never reach ${money(inputs.goal)}. Add a regular deposit.`
        : `At this rate it would take more than 100 years to reach ${money(inputs.goal)}. Try a bigger deposit.`,
    );
  }
  const years = periods / plan.depositsPerYear;
  const made = madeOf({ ...plan, years }, inputs);
  return {
    words: [
      `You'll reach ${money(inputs.goal)} in ${duration(periods, inputs.freq)}, around ${monthsFromNow(years * 12)}.`,
      made.line,
      ...made.real(made.balance, years),
    ],
    short: `${money(inputs.goal)} in ${duration(periods, inputs.freq)}`,
    rows: made.rows,
  };
}

/** What a savings plan grows to, the deposit a goal needs, or the time to it, in words and rows. */
export function savingsAnswer(inputs: SavingsInputs): SavingsAnswer {
  if (inputs.solve === "deposit") return depositAnswer(inputs);
  if (inputs.solve === "time") return timeAnswer(inputs);
  return balanceAnswer(inputs);
}

const ADDED = {
  daily: "each day",
  monthly: "each month",
  quarterly: "every 3 months",
  yearly: "once a year",
};

/** What the savings calculator takes for granted, in plain words. */
export function savingsAssumptions(inputs: SavingsInputs): string[] {
  const per = PERIOD_WORD[inputs.freq];
  return [
    `The interest rate stays at ${inputs.rate}% a year. Savings rates change often: use your bank's rate.`,
    `Interest is added ${ADDED[inputs.compound]} (${COMPOUNDS_PER_YEAR[inputs.compound]} times a year) and then earns interest too.`,
    `You save the same amount every ${per}, at the ${inputs.timing} of the ${per}, and take nothing out.`,
    inputs.tax === "0"
      ? `No tax is taken from the interest. In real life banks take RWT at the rate you choose, or ${formatFigure("rwtDefaultRate")} if you haven't chosen one.`
      : `Tax (RWT) of ${inputs.tax}% is taken from each interest payment.`,
    inputs.real === "yes"
      ? `Prices rise ${inputs.inflation}% every year (an example rate).`
      : "Prices stay the same (turn on today's dollars to see what rising prices do).",
    "There are no account fees.",
  ];
}
