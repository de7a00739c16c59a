import type { ReactNode } from "react";
import type { RichText } from "../../../core/content/schema";
import { Rich } from "./rich-text";
import styles from "./player.module.css";

type VerdictProps = {
  /** Whether the last choice was right; undefined before any choice. */
  right: boolean | undefined;
  why: string | RichText;
  /** Said after the why: what happens or what to do next. */
  after?: string;
  /** Shown beside the words: a quiz's burst. */
  children?: ReactNode;
};

/**
 * What a question, a check or a card says back to a choice, as it is made (a polite status):
 * right or not, in words and not colour alone, and why.
 */
export function Verdict({ right, why, after, children }: VerdictProps) {
  return (
    <div className={styles.feedback} role="status">
      {children}
      {right !== undefined && (
        <p data-state={right ? "right" : "wrong"}>
          <strong>{right ? "Right!" : "Not quite."}</strong> <Rich text={why} />
          {after && ` ${after}`}
        </p>
      )}
    </div>
  );
}
