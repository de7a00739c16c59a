import type { RefObject } from "react";
import { BreakAfterSlashes } from "./break-after-slashes";
import styles from "./player.module.css";

type AnswerOptionsProps = {
  labels: readonly string[];
  /** compact: side by side; bins: side by side, a third one under both; rows: one a row. */
  layout: "compact" | "bins" | "rows";
  /** The options chosen so far, in order: each is then marked right or wrong. */
  tried: readonly number[];
  isRight: (index: number) => boolean;
  /** No more choosing: the answer is found (or, for a card, given). */
  settled: boolean;
  onChoose: (index: number) => void;
  /** The dialog's first focus, where the options open one. */
  autofocus?: boolean;
  firstRef?: RefObject<HTMLButtonElement | null>;
};

/**
 * A row of answers, for a quiz question, a check between pages or a card to sort: a chosen one is
 * marked right or wrong with a tick or cross and a word (not colour alone), and can't be chosen
 * again.
 */
export function AnswerOptions(props: AnswerOptionsProps) {
  const { labels, layout, tried, isRight, settled, onChoose, autofocus, firstRef } = props;
  return (
    <ul className={styles.options} data-layout={layout} data-count={labels.length}>
      {labels.map((label, i) => {
        const state = !tried.includes(i) ? undefined : isRight(i) ? "right" : "wrong";
        return (
          <li key={label}>
            <button
              ref={i === 0 ? firstRef : undefined}
              type="button"
              className={styles.option}
              data-state={state}
              aria-pressed={tried.includes(i)}
              aria-disabled={settled || state !== undefined}
              data-autofocus={(autofocus && i === 0) || undefined}
              onClick={() => !settled && state === undefined && onChoose(i)}
            >
              <span>
                <BreakAfterSlashes text={label} />
              </span>
              {state && <Mark right={state === "right"} />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function Mark({ right }: { right: boolean }) {
  return (
    <span className={styles.mark}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {right ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
      {right ? "Right" : "Wrong"}
    </span>
  );
}
