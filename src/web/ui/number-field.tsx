import { memo, useId, useState, type ChangeEvent } from "react";
import {
  caretAfterKept,
  clampRange,
  cleanRange,
  formatNZD,
  formatNumber,
  formatTyping,
  hasMinus,
  keptBefore,
  parseNumber,
  type NumberKind,
} from "../../core/format/money";
import fields from "./field.module.css";
import styles from "./number-field.module.css";

type NumberFieldProps = {
  label: string;
  /** dollars: NZD grouped as typed ("12,345"); number: whole; decimal: with one point. */
  kind: NumberKind;
  /** Controlled text; leave unset to let the field keep its own. */
  value?: string;
  /** The initial value when uncontrolled. */
  defaultValue?: number | string;
  onChange?: (value: number | null, text: string) => void;
  /** Shown before the number; dollars default to "$". */
  prefix?: string;
  suffix?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  pattern?: string;
  inputMode?: "numeric" | "decimal";
  /** Dollars only: allow cents. */
  cents?: boolean;
  /** The label sits in the box until the field is used, then floats above it. */
  animatedLabel?: boolean;
  required?: boolean;
  hint?: string;
  /** An error from the form; otherwise min and max are checked here. */
  error?: string | undefined;
  name?: string;
};

const DEFAULT_PATTERN: Record<NumberKind, string> = {
  dollars: "[0-9,]*",
  number: "[0-9]*",
  decimal: "[0-9]*\\.?[0-9]*",
};

const show = (n: number, kind: NumberKind) => (kind === "dollars" ? formatNZD(n) : formatNumber(n));

function rangeError(value: number | null, kind: NumberKind, min?: number, max?: number) {
  if (value === null) return undefined;
  if (min !== undefined && value < min) return `Enter ${show(min, kind)} or more.`;
  if (max !== undefined && value > max) return `Enter ${show(max, kind)} or less.`;
  return undefined;
}

/**
 * A number input for dollars, whole numbers or decimals (spec sections 3 and 5): keeps only
 * digits (and one point for decimals), groups dollars as they are typed, keeps the caret in
 * place, and turns an empty dollars field into 0 on leaving it (unless the label is animated).
 */
export const NumberField = memo(function NumberField({
  label,
  kind,
  value,
  defaultValue,
  onChange,
  prefix = kind === "dollars" ? "$" : undefined,
  suffix,
  min,
  max,
  maxLength,
  pattern = DEFAULT_PATTERN[kind],
  inputMode,
  cents = false,
  animatedLabel = false,
  required,
  hint,
  error,
  name,
}: NumberFieldProps) {
  const id = useId();
  const options = { kind, cents, maxLength };
  const [own, setOwn] = useState(() =>
    defaultValue === undefined ? "" : formatTyping(String(defaultValue), options),
  );
  const text = value ?? own;
  // A minus typed or pasted is left out (the fields take no negatives), and said so until the
  // field is left: typing on after it must not hide the reason at once.
  const [minus, setMinus] = useState(false);

  function update(next: string) {
    if (value === undefined) setOwn(next);
    onChange?.(parseNumber(next), next);
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const field = event.target;
    const raw = field.value;
    if (hasMinus(raw)) setMinus(true);
    const next = formatTyping(raw, options);
    if (next !== raw) {
      // Grouped or cleaned: put the text and the caret right at once, so React finds the field
      // as it should be and leaves it alone.
      const caret = caretAfterKept(next, keptBefore(raw, field.selectionStart ?? raw.length));
      field.value = next;
      field.setSelectionRange(caret, caret);
    }
    update(next);
  }

  const shownError = error ?? rangeError(parseNumber(text), kind, min, max);
  const message =
    shownError ??
    (minus ? `This can't go below ${show(min ?? 0, kind)}, so the minus sign was left out.` : "");
  const ids = [hint && `${id}-hint`, prefix && `${id}-prefix`, suffix && `${id}-suffix`]
    .concat(message ? `${id}-error` : [])
    .filter(Boolean)
    .join(" ");

  const labelElement = (
    <label htmlFor={id} className={`${fields.label} ${styles.label}`}>
      {label}
    </label>
  );

  return (
    <div className={`${fields.field} ${animatedLabel ? styles.animated : ""}`}>
      {!animatedLabel && labelElement}
      <div className={styles.box} data-filled={text !== "" || undefined}>
        {animatedLabel && labelElement}
        {prefix && (
          <span id={`${id}-prefix`} className={styles.prefix}>
            <span aria-hidden="true">{prefix}</span>
            <span className="visually-hidden">{prefix === "$" ? "in dollars" : prefix}</span>
          </span>
        )}
        <input
          id={id}
          name={name}
          className={`${fields.input} ${styles.input}`}
          type="text"
          inputMode={inputMode ?? (kind === "decimal" || cents ? "decimal" : "numeric")}
          pattern={pattern}
          autoComplete="off"
          required={required}
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={ids || undefined}
          onChange={onInput}
          onBlur={() => {
            setMinus(false);
            if (kind === "dollars" && text === "" && !animatedLabel) update("0");
          }}
        />
        {suffix && (
          <span id={`${id}-suffix`} className={styles.suffix}>
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={fields.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={fields.error} aria-live="polite">
        {message}
      </p>
    </div>
  );
});

type RangeFieldProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** At most 99: the text box takes two digits. */
  max?: number;
  suffix?: string;
};

/**
 * A slider with a two-digit text box for the same value (spec section 5): 0 is forced to 1,
 * and the box is put back in range when left.
 */
export function RangeField({ label, value, onChange, min = 1, max = 99, suffix }: RangeFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const low = Math.max(1, min);
  const high = Math.min(99, max);
  return (
    <div className={`${fields.field} ${styles.range}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={fields.label}>
        {label}
      </span>
      <div className={styles.rangeRow}>
        <input
          type="range"
          className={styles.slider}
          aria-labelledby={`${id}-label`}
          min={low}
          max={high}
          value={value}
          onChange={(event) => {
            setTyped(null);
            onChange(clampRange(Number(event.target.value), low, high));
          }}
        />
        <input
          type="text"
          className={`${fields.input} ${styles.rangeText}`}
          aria-label={`${label}, typed`}
          aria-describedby={suffix ? `${id}-suffix` : undefined}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          value={typed ?? String(value)}
          onChange={(event) => {
            const next = cleanRange(event.target.value, high);
            setTyped(next);
            if (next !== "") onChange(clampRange(Number(next), low, high));
          }}
          onBlur={() => {
            if (typed !== null) onChange(clampRange(parseNumber(typed), low, high));
            setTyped(null);
          }}
        />
        {suffix && (
          <span id={`${id}-suffix`} className={styles.suffix}>
            {suffix}
          </span>
        )}
      </div>
    </div>
  );
}
