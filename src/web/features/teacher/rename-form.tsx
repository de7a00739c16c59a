import { useState, type FormEvent } from "react";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import buttons from "../../ui/button.module.css";
import { Field } from "../../ui/field";
import styles from "./teacher.module.css";

type RenameFormProps = {
  summary: ClassSummary;
  /** The class renamed, or undefined when the teacher changed their mind. */
  onDone: (next?: ClassSummary) => void;
};

/** A class's new name, typed in place of its buttons. */
export function RenameForm({ summary, onDone }: RenameFormProps) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("name");
    if (busy || !(input instanceof HTMLInputElement)) return;
    setBusy(true);
    setError("");
    try {
      const answer = await call("updateClass", { name: input.value }, { id: summary.id });
      onDone(answer.class);
    } catch (e) {
      setError(messageOf(e));
      input.focus();
      setBusy(false);
    }
  };

  return (
    <form className={styles.rename} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={`New name for ${summary.name}`}
        name="name"
        defaultValue={summary.name}
        autoComplete="off"
        maxLength={60}
        // The form opens because the teacher asked for it: their next keys are the name.
        autoFocus
        error={error || undefined}
      />
      <div className={styles.row}>
        <button type="submit" className={buttons.primary} aria-disabled={busy || undefined}>
          Save the name
        </button>
        <button type="button" className={buttons.secondary} onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
