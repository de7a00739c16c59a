import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { CLASS_PATHS } from "../../../core/class-paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Field } from "../../ui/field";
import styles from "./teacher.module.css";

/** Names a new class; made, it opens on its own page with its code to project. */
export function CreateClassForm() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const input = event.currentTarget.elements.namedItem("name");
    const name = input instanceof HTMLInputElement ? input.value : "";
    setBusy(true);
    setError("");
    try {
      const made = await call("createClass", { name });
      // Now a teacher: every mission opens for this account (decision 0057).
      void useSession.getState().refresh();
      navigate(CLASS_PATHS.classPage(made.class.id));
    } catch (e) {
      setError(messageOf(e));
      if (input instanceof HTMLInputElement) input.focus();
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="new-class">
      <h2 id="new-class">Make a class</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label="Class name"
          hint='For example "10MAT Money"'
          name="name"
          autoComplete="off"
          maxLength={60}
          error={error || undefined}
        />
        <button type="submit" className={buttons.primary} aria-disabled={busy || undefined}>
          Make the class
        </button>
      </form>
    </section>
  );
}
