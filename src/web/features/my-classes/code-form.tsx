import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { normaliseCode } from "../../../core/classes/join-code";
import { CLASS_PATHS } from "../../../core/class-paths";
import buttons from "../../ui/button.module.css";
import { Field } from "../../ui/field";
import fields from "../../ui/field.module.css";
import styles from "./my-classes.module.css";

const NOT_A_CODE = "A class code has 8 letters and numbers, like 7KQ2 M9XZ.";

/**
 * The class code a teacher shows, typed: case, spaces and hyphens do not matter. A code that
 * cannot be one is said here, without using up one of the student's tries on the server.
 */
export function CodeForm({ label = "Class code" }: { label?: string }) {
  const [, navigate] = useLocation();
  const [error, setError] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("code");
    const code = normaliseCode(typeof typed === "string" ? typed : "");
    if (!code) {
      setError(NOT_A_CODE);
      event.currentTarget.querySelector("input")?.focus();
      return;
    }
    setError("");
    navigate(CLASS_PATHS.classJoin(code));
  };
  return (
    <form noValidate onSubmit={submit}>
      <Field
        label={label}
        hint="Your teacher has it: 8 letters and numbers."
        name="code"
        className={`${fields.input} ${styles.code}`}
        error={error}
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={32}
      />
      <button type="submit" className={buttons.primary}>
        Find my class
      </button>
    </form>
  );
}
