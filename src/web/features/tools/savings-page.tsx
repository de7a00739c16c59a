import { useDeferredValue, useMemo, useRef } from "react";
import { figuresChecked } from "../../../core/content/figures";
import { Page } from "../../ui/page";
import { AnswerCard } from "./answer-card";
import { Assumptions } from "./assumptions";
import { PinnedAnswer } from "./pinned-answer";
import { type SavingsAnswer, savingsAnswer, savingsAssumptions } from "./savings-answer";
import { SavingsForm } from "./savings-form";
import { SavingsGrowth } from "./savings-growth";
import { useOpenedSearch, useToolInputs } from "./use-tool-inputs";
import styles from "./calculator.module.css";

/** The RWT rates the tax choice, its hint and the assumptions quote, whatever is chosen. */
const TAX_FIGURES = ["taxRate1", "rwtDefaultRate", "rwtNoIrdRate"] as const;

/** The chart and table before their first turn. */
const NOT_YET: SavingsAnswer = { words: [], short: "", rows: [] };

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
  const layout = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLElement>(null);
  return (
    <div ref={layout} className={styles.layout}>
      <PinnedAnswer text={answer.short} answer={card} within={layout} />
      <AnswerCard ref={card} words={answer.words} />
      <SavingsForm inputs={inputs} set={set} onLeave={flush} />
      <div className={styles.details}>
        <SavingsGrowth
          rows={later.rows}
          start={inputs.start}
          goal={inputs.solve === "balance" ? null : inputs.goal}
        />
        <Assumptions points={savingsAssumptions(inputs)} asAt={figuresChecked(TAX_FIGURES)} />
      </div>
    </div>
  );
}
