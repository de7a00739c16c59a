import { FieldFrame } from "./field";
import fields from "./field.module.css";

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
};

/** A labelled drop-down list (the phone's own picker), styled like the other fields. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: SelectFieldProps<T>) {
  return (
    <FieldFrame label={label} {...(hint ? { hint } : {})}>
      {(control) => (
        <select
          className={fields.input}
          {...control}
          value={value}
          onChange={(event) => {
            const picked = options.find((o) => o.value === event.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
