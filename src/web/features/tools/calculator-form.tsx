import type { ReactNode } from "react";
import { useHydrated } from "./use-tool-inputs";
import styles from "./calculator.module.css";

/** What a calculator's inputs form is given: the inputs, and how to change them. */
export type FormProps<I> = {
  inputs: I;
  set: (patch: Partial<I>) => void;
  /** Focus left the form: bring the address up to date now. */
  onLeave: () => void;
};

/**
 * A calculator's form. A prerendered calculator (docs/decisions/0022) takes no input until the
 * app has taken it over: a key typed into the server's markup would be lost, or mixed into the
 * value React then sets, so until then its fields are disabled (and Playwright waits for them).
 */
export function CalculatorForm({
  label,
  onLeave,
  children,
}: {
  label: string;
  onLeave: () => void;
  children: ReactNode;
}) {
  const live = useHydrated();
  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
      onBlur={onLeave}
    >
      <fieldset className={styles.fields} disabled={!live}>
        {children}
      </fieldset>
    </form>
  );
}
