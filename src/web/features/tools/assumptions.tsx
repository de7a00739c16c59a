import { useId } from "react";
import styles from "./calculator.module.css";

/** What a calculator takes for granted, in plain words, and the date of any official figure. */
export function Assumptions({ points, asAt }: { points: readonly string[]; asAt: string | null }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id}>What this assumes</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {asAt && <p className={styles.asAt}>{asAt}</p>}
    </section>
  );
}
