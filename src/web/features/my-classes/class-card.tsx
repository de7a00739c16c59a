import { useId, useState } from "react";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { call } from "../../lib/api";
import buttons from "../../ui/button.module.css";
import { Dialog } from "../../ui/dialog";
import { problemOf } from "./problem";
import { TeacherSees } from "./teacher-sees";
import styles from "./my-classes.module.css";

type ClassCardProps = { summary: ClassSummary; onLeft: (left: ClassSummary) => void };

/** One class the student is in: whose it is, whether it has ended, what the teacher sees, Leave. */
export function ClassCard({ summary, onLeft }: ClassCardProps) {
  const [showing, setShowing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const sees = useId();

  const leave = async () => {
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      await call("leaveClass", { id: summary.id });
      setConfirming(false);
      onLeft(summary);
    } catch (e) {
      setError(problemOf(e));
      setBusy(false);
    }
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
      <Dialog
        open={confirming}
        title={`Leave ${summary.name}?`}
        onClose={() => setConfirming(false)}
      >
        <p>
          {summary.ownerName} stops seeing your progress straight away. Your own progress stays with
          you. To join again you&apos;ll need the class code.
        </p>
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <div className={styles.row}>
          <button
            type="button"
            className={`${buttons.base} ${styles.danger}`}
            onClick={() => void leave()}
          >
            {busy ? "Leaving…" : "Yes, leave"}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => setConfirming(false)}>
            Stay in the class
          </button>
        </div>
      </Dialog>
    </li>
  );
}
