import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import styles from "./field.module.css";

type FrameProps = {
  label: string;
  /** A message next to the field, announced to screen readers, which marks the field invalid. */
  error?: string | undefined;
  hint?: string;
};

/** What a control inside a FieldFrame spreads on itself to be tied to its label, hint and error. */
type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** The label, hint and error around one form control, wired up for screen readers. */
export function FieldFrame({
  label,
  error,
  hint,
  children,
}: FrameProps & { children: (control: ControlProps) => ReactNode }) {
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
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & FrameProps;

/** A labelled text input (text, email, password…) with its hint and error tied to it. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} {...(hint ? { hint } : {})}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & FrameProps;

/** A labelled multi-line text box, five rows high (spec section 5), with its hint and error. */
export function TextArea({ label, error, hint, rows = 5, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} {...(hint ? { hint } : {})}>
      {(control) => <textarea className={styles.input} rows={rows} {...control} {...textarea} />}
    </FieldFrame>
  );
}
