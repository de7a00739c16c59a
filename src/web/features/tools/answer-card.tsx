import { useId } from "react";
import styles from "./calculator.module.css";

/**
 * The answer in words, first on the page. A polite live region: a screen reader hears the new
 * answer after a change, once typing pauses.
 */
export function AnswerCard({
  words,
  whatIf,
}: {
  words: readonly string[];
  whatIf?: string | null;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${styles.card} ${styles.answer}`}>
      <h2 id={id}>Your answer</h2>
      <div aria-live="polite" aria-atomic="true">
        {words.map((sentence, i) => (
          // By place, not by text: a new answer updates the paragraphs instead of replacing them.
          <p key={i}>{sentence}</p>
        ))}
      </div>
      {whatIf && <p className={styles.whatIf}>{whatIf}</p>}
    </section>
  );
}
