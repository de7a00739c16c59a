import { useId, type Ref } from "react";
import { useSettled } from "../../lib/use-settled";
import styles from "./calculator.module.css";

/** How long typing must pause before the new answer is read out. */
const SAY_AFTER_MS = 1000;

/**
 * The answer in words, first on the page, changing with each key. A screen reader hears it from
 * a polite live region of its own, once typing has paused, rather than after every key.
 */
export function AnswerCard({
  words,
  whatIf,
  ref,
}: {
  words: readonly string[];
  whatIf?: string | null;
  ref?: Ref<HTMLElement>;
}) {
  const id = useId();
  const said = useSettled(words.join(" "), SAY_AFTER_MS, "");
  return (
    <section ref={ref} aria-labelledby={id} className={`${styles.card} ${styles.answer}`}>
      <h2 id={id}>Your answer</h2>
      <div>
        {words.map((sentence, i) => (
          // By place, not by text: a new answer updates the paragraphs instead of replacing them.
          <p key={i}>{sentence}</p>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {whatIf && <p className={styles.whatIf}>{whatIf}</p>}
    </section>
  );
}
