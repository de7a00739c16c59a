import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { AnswerOf } from "../../../core/api/contract";
import { CLASS_PATHS } from "../../../core/class-paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import buttons from "../../ui/button.module.css";
import styles from "./my-classes.module.css";

type ConsentProps = {
  code: string;
  preview: AnswerOf<"previewClass">;
  /** The student's name as the teacher will see it. */
  studentName: string;
};

/**
 * What a student agrees to before joining (issue 24.2): the class, whose it is, exactly what
 * the teacher will see, why, for how long, and how to leave. The words are version
 * CONSENT_VERSION of src/core/classes/consent.ts: changing what they promise needs a new one.
 */
export function Consent({ code, preview, studentName }: ConsentProps) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const join = async () => {
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      await call("joinClass", { code, consentVersion: preview.consentVersion });
      navigate(CLASS_PATHS.myClasses);
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.card} ${styles.consent}`} aria-labelledby="consent-class">
      <h2 id="consent-class">{preview.name}</h2>
      <p>
        A class made by <strong>{preview.ownerName}</strong>, whose email ends in{" "}
        <strong>@{preview.ownerDomain}</strong>. Only join if this is your teacher&apos;s class.
      </p>

      <h3>What your teacher will see</h3>
      <ul>
        <li>
          Your name as it is in Rocket: <strong>{studentName}</strong>
        </li>
        <li>
          Which missions you&apos;ve started and finished, and how many pages of each you&apos;ve
          seen (what you did before joining counts too)
        </li>
        <li>Your first answer to each quiz question, from when you join</li>
        <li>When you last used Rocket</li>
      </ul>
      <p>
        Your teacher will <strong>not</strong> see your email, your school, your settings or your
        photo. Nobody else in the class sees anything of yours.
      </p>

      <h3>Why</h3>
      <p>
        So your teacher can see who has finished which missions, who might need a hand, and which
        questions the class found tricky, and go over those again.
      </p>

      <h3>How long it&apos;s kept</h3>
      <p>
        While you&apos;re in the class. When your teacher ends the class, it&apos;s deleted 12
        months later. If you leave, your teacher stops seeing you straight away, and your first
        answers are deleted once you&apos;re in no class.
      </p>

      <h3>How to leave</h3>
      <p>
        Any time, on <Link href={CLASS_PATHS.myClasses}>My classes</Link>: choose{" "}
        <strong>Leave</strong>. You don&apos;t have to give a reason. Deleting your account also
        takes you out of every class.
      </p>

      <p role="alert" className={styles.error}>
        {error}
      </p>
      <div className={styles.row}>
        <button type="button" className={buttons.primary} onClick={() => void join()}>
          {busy ? "Joining…" : "Join class"}
        </button>
        <Link href={CLASS_PATHS.myClasses} className={buttons.secondary}>
          Not now
        </Link>
      </div>
    </section>
  );
}
