import { useId, type TextareaHTMLAttributes } from "react";
import styles from "./field.module.css";

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  /** A message next to the field, announced to screen readers, which marks the field invalid. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled multi-line text box, five rows high (spec section 5), with its hint and error. */
export function TextArea({ label, error, hint, rows = 5, ...textarea }: TextAreaProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
