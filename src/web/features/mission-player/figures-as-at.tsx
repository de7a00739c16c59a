import { figuresAsAt } from "../../../core/content/figures";
import type { RichText } from "../../../core/content/schema";
import { figuresIn } from "../../../core/content/texts";
import styles from "./player.module.css";

/** "Figures as at July 2025" under text that quotes a dated money figure. */
export function FiguresAsAt({ texts }: { texts: readonly RichText[] }) {
  const line = figuresAsAt(figuresIn(texts));
  return line ? <p className={styles.asAt}>{line}</p> : null;
}
