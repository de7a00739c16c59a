import { useState, type ReactNode } from "react";
import styles from "./calculator.module.css";

/**
 * The expert fields, under "More options": closed at first so the simple fields fit a phone,
 * open when the page opened with one of them set (a link's prefill), so nothing set is hidden.
 */
export function MoreOptions({ given, children }: { given: boolean; children: ReactNode }) {
  // Only the first value counts: after that the student opens and closes it.
  const [open] = useState(given);
  return (
    <details className={styles.more} open={open}>
      <summary>More options</summary>
      <div className={styles.moreFields}>{children}</div>
    </details>
  );
}
