import { useId } from "react";
import styles from "./choice-field.module.css";

type ChoiceFieldProps<T extends string> = {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/**
 * A few choices side by side as radio buttons (arrow keys move between them), drawn as one row
 * of pills: for a choice short enough to see at once, where a select would hide it.
 */
export function ChoiceField<T extends string>({
  legend,
  value,
  options,
  onChange,
}: ChoiceFieldProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
