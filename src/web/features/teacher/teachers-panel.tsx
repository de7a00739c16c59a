import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { ClassSummary, ClassTeacher } from "../../../core/api/class-schemas";
import { CLASS_PATHS } from "../../../core/class-paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import buttons from "../../ui/button.module.css";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import styles from "./teacher.module.css";

const roleWords = (t: ClassTeacher) =>
  [t.role === "owner" ? "owner" : "", t.you ? "you" : ""].filter(Boolean).join(", ");

/**
 * Who teaches the class, by display name: the owner removes a co-teacher, a co-teacher stops
 * teaching it (decision 0056). Either way that teacher stops seeing the class at once.
 */
export function TeachersPanel({ summary }: { summary: ClassSummary }) {
  const [teachers, setTeachers] = useState<ClassTeacher[]>([]);
  const [error, setError] = useState("");
  const [said, setSaid] = useState("");
  const [removing, setRemoving] = useState<ClassTeacher | null>(null);
  const [stopping, setStopping] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [, navigate] = useLocation();
  const owner = summary.role === "owner";

  const load = useCallback(
    () =>
      call("classTeachers", { id: summary.id }).then(
        (answer) => setTeachers(answer.teachers),
        (e: unknown) => setError(messageOf(e)),
      ),
    [summary.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async () => {
    if (!removing) return;
    await call("removeTeacher", { id: summary.id, userId: removing.uid });
    setRemoving(null);
    setSaid(`Removed ${removing.name}.`);
    await load();
    // Their row and its button are gone: the list's heading is where the owner is.
    heading.current?.focus();
  };

  const stop = async () => {
    await call("stopTeaching", { id: summary.id });
    navigate(CLASS_PATHS.classes);
  };

  return (
    <section className={styles.card} aria-labelledby="teachers-title">
      <h2 id="teachers-title" ref={heading} tabIndex={-1}>
        Teachers
      </h2>
      <ul className={styles.teachers}>
        {teachers.map((t) => (
          <li key={t.uid}>
            <p className={styles.person}>
              <strong>{t.name}</strong>{" "}
              {roleWords(t) && <span className={styles.lead}>({roleWords(t)})</span>}
            </p>
            {owner && t.role === "teacher" && (
              <div className={styles.row}>
                <button
                  type="button"
                  className={`${buttons.base} ${styles.danger}`}
                  aria-label={`Remove ${t.name}`}
                  onClick={() => setRemoving(t)}
                >
                  Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <p role="status">{said}</p>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      {!owner && (
        <div className={styles.row}>
          <button
            type="button"
            className={`${buttons.base} ${styles.danger}`}
            onClick={() => setStopping(true)}
          >
            Stop teaching this class
          </button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ""}?`}
        confirm="Yes, remove"
        cancel="Keep them"
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      >
        <p>
          They stop seeing {summary.name} and its students at once. To teach it again they need a
          new invite link from you.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={stopping}
        title={`Stop teaching ${summary.name}?`}
        confirm="Yes, stop teaching"
        cancel="Keep teaching"
        onClose={() => setStopping(false)}
        onConfirm={stop}
      >
        <p>
          You stop seeing the class and its students at once. Its students and their progress stay
          with {summary.ownerName}, who can invite you again.
        </p>
      </ConfirmDialog>
    </section>
  );
}
