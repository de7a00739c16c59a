import type { GridCell as Cell } from "../../core/classes/grid";
import styles from "./status-cell.module.css";

/** A shape for each status, so it is never told by colour alone (issue 24.3). */
const MARK: Record<Cell["status"], string> = {
  "not-started": "○",
  "in-progress": "◐",
  done: "✓",
  "needs-help": "!",
};

/**
 * One student's status in one mission, as the teacher's grid and the student's "What my teacher
 * sees" both show it: a mark, the status in words (core/classes/status.ts) and the first-try
 * score of answers given while a member.
 */
export function StatusCell({ cell }: { cell: Cell }) {
  const { answered, right } = cell.firstTry;
  return (
    <span className={styles.cell} data-status={cell.status}>
      <span className={styles.mark} aria-hidden="true">
        {MARK[cell.status]}
      </span>
      <span>
        {cell.label}
        {answered > 0 && (
          <span className={styles.score}>
            {right} of {answered} right first time
          </span>
        )}
      </span>
    </span>
  );
}
