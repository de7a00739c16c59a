import { figuresChecked } from "../../../core/content/figures";
import type { RichText } from "../../../core/content/schema";
import { figuresIn } from "../../../core/content/texts";
import styles from "./player.module.css";

/** "Checked November 2026" under text (or a picture, or a quiz's explanations) quoting a dated figure. */
export function FiguresAsAt({ texts }: { texts: readonly RichText[] }) {
  const line = figuresChecked(figuresIn(texts));
  return line ? <p className={styles.asAt}>{line}</p> : null;
}
