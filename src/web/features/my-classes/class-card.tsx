import { useId, useState } from "react";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { call } from "../../lib/api";
import buttons from "../../ui/button.module.css";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TeacherSees } from "./teacher-sees";
import styles from "./my-classes.module.css";

type ClassCardProps = { summary: ClassSummary; onLeft: (left: ClassSummary) => void };

/** One class the student is in: whose it is, whether it has ended, what the teacher sees, Leave. */
export function ClassCard({ summary, onLeft }: ClassCardProps) {
  const [showing, setShowing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sees = useId();

  const leave = async () => {
    await call("leaveClass", { id: summary.id });
    setConfirming(false);
    onLeft(summary);
  };

  return (
    <li className={styles.card}>
      <h3>{summary.name}</h3>
      <p>
        Teacher: {summary.ownerName} <span className={styles.muted}>(@{summary.ownerDomain})</span>
      </p>
      {summary.archivedAt !== null && (
        <p>
          <span className={styles.ended}>Class ended</span> Your teacher has ended this class.
          It&apos;s deleted 12 months after it ended.
        </p>
      )}
      <div className={styles.row}>
        <button
          type="button"
          className={buttons.secondary}
          aria-expanded={showing}
          aria-controls={sees}
          onClick={() => setShowing(!showing)}
        >
          What my teacher sees
        </button>
        <button
          type="button"
          className={`${buttons.base} ${styles.danger}`}
          onClick={() => setConfirming(true)}
        >
          Leave
        </button>
      </div>
      <div id={sees} className={styles.sees}>
        {showing && <TeacherSees classId={summary.id} />}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${summary.name}?`}
        confirm="Yes, leave"
        cancel="Stay in the class"
        onClose={() => setConfirming(false)}
        onConfirm={leave}
      >
        <p>
          {summary.ownerName} stops seeing your progress straight away. Your own progress stays with
          you. To join again you&apos;ll need the class code.
        </p>
      </ConfirmDialog>
    </li>
  );
}
