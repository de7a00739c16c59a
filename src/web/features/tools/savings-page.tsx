import { useDeferredValue, useMemo } from "react";
import { figuresChecked } from "../../../core/content/figures";
import type { SavingsInputs } from "../../../core/tools/inputs";
import { Page } from "../../ui/page";
import { AnswerCard } from "./answer-card";
import { Assumptions } from "./assumptions";
import { type SavingsAnswer, COMPOUNDS_PER_YEAR, savingsAnswer } from "./savings-answer";
import { SavingsForm } from "./savings-form";
import { SavingsGrowth } from "./savings-growth";
import { useOpenedSearch, useToolInputs } from "./use-tool-inputs";
import { PERIOD_WORD } from "./words";
import styles from "./calculator.module.css";

const TAX_FIGURES = ["taxRate1", "taxRate2", "taxRate3", "taxRate4", "taxRate5"] as const;
const ADDED = {
  daily: "each day",
  monthly: "each month",
  quarterly: "every 3 months",
  yearly: "once a year",
};

/** The chart and table before their first turn. */
const NOT_YET: SavingsAnswer = { words: [], rows: [] };

function assumptions(inputs: SavingsInputs): string[] {
  const per = PERIOD_WORD[inputs.freq];
  return [
    `The interest rate stays at ${inputs.rate}% a year. Savings rates change often: use your bank's rate.`,
    `Interest is added ${ADDED[inputs.compound]} (${COMPOUNDS_PER_YEAR[inputs.compound]} times a year) and then earns interest too.`,
    `You save the same amount every ${per}, at the ${inputs.timing} of the ${per}, and take nothing out.`,
    inputs.tax === "0"
      ? "No tax is taken from the interest. In real life banks take RWT at your income tax rate."
      : `Tax (RWT) of ${inputs.tax}% is taken from each interest payment.`,
    inputs.real === "yes"
      ? `Prices rise ${inputs.inflation}% every year (an example rate).`
      : "Prices stay the same (turn on today's dollars to see what rising prices do).",
    "There are no account fees.",
  ];
}

/** The savings calculator: what savings grow to, or what a goal needs, in words, chart and table. */
export function SavingsPage() {
  const search = useOpenedSearch();
  return (
    <Page>
      <p className={styles.intro}>
        See how your savings grow, what to put away for a goal, or how long a goal takes.
      </p>
      <SavingsCalculator key={search} search={search} />
    </Page>
  );
}

function SavingsCalculator({ search }: { search: string }) {
  const [inputs, set, flush] = useToolInputs("savings", search);
  const answer = useMemo(() => savingsAnswer(inputs), [inputs]);
  // The words change with each key; the chart and table follow when the phone has a moment
  // (on opening too, so the first screen shows without waiting for them).
  const later = useDeferredValue(answer, NOT_YET);
  return (
    <div className={styles.layout}>
      <AnswerCard words={answer.words} />
      <SavingsForm inputs={inputs} set={set} onLeave={flush} />
      <div className={styles.details}>
        <SavingsGrowth rows={later.rows} start={inputs.start} />
        <Assumptions
          points={assumptions(inputs)}
          asAt={inputs.tax === "0" ? null : figuresChecked(TAX_FIGURES)}
        />
      </div>
    </div>
  );
}
