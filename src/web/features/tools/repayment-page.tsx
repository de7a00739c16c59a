import { useDeferredValue, useMemo } from "react";
import { FIGURES, figuresAsAt, formatFigure } from "../../../core/content/figures";
import type { RepaymentInputs } from "../../../core/tools/inputs";
import { Page } from "../../ui/page";
import { AnswerCard } from "./answer-card";
import { Assumptions } from "./assumptions";
import { type RepaymentAnswer, repaymentAnswer } from "./repayment-answer";
import { RepaymentForm } from "./repayment-form";
import { RepaymentSchedule } from "./repayment-schedule";
import { useOpenedSearch, useToolInputs } from "./use-tool-inputs";
import { PERIOD_WORD } from "./words";
import styles from "./calculator.module.css";

const STUDENT_FIGURES = ["studentLoanThreshold", "studentLoanRepaymentRate"] as const;

/** The chart and table before their first turn. */
const NOT_YET: RepaymentAnswer = { words: [], whatIf: null, rows: [], periodsPerYear: 12 };

function assumptions(inputs: RepaymentInputs): string[] {
  if (inputs.mode === "student") {
    return [
      "You live in New Zealand, so your student loan has no interest.",
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

/** The repayment calculator: what a loan costs, in words, a chart and a table. */
export function RepaymentPage() {
  const search = useOpenedSearch();
  return (
    <Page>
      <p className={styles.intro}>
        Find out what a loan costs you, how long it takes to pay back, or how fast a student loan is
        paid off from your pay.
      </p>
      <RepaymentCalculator key={search} search={search} />
    </Page>
  );
}

function RepaymentCalculator({ search }: { search: string }) {
  const [inputs, set, flush] = useToolInputs("repayment", search);
  const answer = useMemo(() => repaymentAnswer(inputs), [inputs]);
  // The words change with each key; the chart and table follow when the phone has a moment
  // (on opening too, so the first screen shows without waiting for them).
  const later = useDeferredValue(answer, NOT_YET);
  return (
    <div className={styles.layout}>
      <AnswerCard words={answer.words} whatIf={answer.whatIf} />
      <RepaymentForm inputs={inputs} set={set} onLeave={flush} />
      <div className={styles.details}>
        <RepaymentSchedule rows={later.rows} perYear={later.periodsPerYear} />
        <Assumptions
          points={assumptions(inputs)}
          asAt={inputs.mode === "student" ? figuresAsAt(STUDENT_FIGURES) : null}
        />
      </div>
    </div>
  );
}
