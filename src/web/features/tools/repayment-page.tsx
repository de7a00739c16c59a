import { useDeferredValue, useMemo, useRef } from "react";
import { figuresChecked } from "../../../core/content/figures";
import { Page } from "../../ui/page";
import { AnswerCard } from "./answer-card";
import { Assumptions } from "./assumptions";
import { PinnedAnswer } from "./pinned-answer";
import { type RepaymentAnswer, repaymentAnswer, repaymentAssumptions } from "./repayment-answer";
import { RepaymentForm } from "./repayment-form";
import { RepaymentSchedule } from "./repayment-schedule";
import { useOpenedSearch, useToolInputs } from "./use-tool-inputs";
import styles from "./calculator.module.css";

const STUDENT_FIGURES = [
  "studentLoanThreshold",
  "studentLoanRepaymentRate",
  "studentLoanAdminFee",
] as const;

/** The chart and table before their first turn. */
const NOT_YET: RepaymentAnswer = {
  words: [],
  short: "",
  whatIf: null,
  rows: [],
  periodsPerYear: 12,
};

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
  const layout = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLElement>(null);
  return (
    <div ref={layout} className={styles.layout}>
      <PinnedAnswer text={answer.short} answer={card} within={layout} />
      <AnswerCard ref={card} words={answer.words} whatIf={answer.whatIf} />
      <RepaymentForm inputs={inputs} set={set} onLeave={flush} />
      <div className={styles.details}>
        <RepaymentSchedule rows={later.rows} perYear={later.periodsPerYear} added={later.added} />
        <Assumptions
          points={repaymentAssumptions(inputs)}
          asAt={inputs.mode === "student" ? figuresChecked(STUDENT_FIGURES) : null}
        />
      </div>
    </div>
  );
}
