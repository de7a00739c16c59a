import type { ReactNode } from "react";
import styles from "./parts.module.css";
import { SKY } from "./palette";

/** A small round picture on the night sky, 64 × 64 (a diagram box's icon). */
export function RoundIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={styles.art}>
      <circle cx="32" cy="32" r="31" fill={SKY} />
      {children}
    </svg>
  );
}
