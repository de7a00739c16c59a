import { useId } from "react";
import { useSwipe } from "./use-swipe";
import styles from "./toggle.module.css";

type ToggleProps = {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  offLabel?: string;
  onLabel?: string;
  /** A one-line explanation under the label, read out with the switch. */
  description?: string;
};

/** An on/off switch: tap, Space or Enter flips it; a right swipe turns it on, a left swipe off. */
export function Toggle({
  label,
  checked,
  onChange,
  offLabel = "Off",
  onLabel = "On",
  description,
}: ToggleProps) {
  const labelId = useId();
  const swipe = useSwipe({
    onSwipeRight: () => onChange(true),
    onSwipeLeft: () => onChange(false),
  });
  return (
    <div className={styles.row}>
      <span>
        <span className={styles.label} id={labelId}>
          {label}
        </span>
        {description && (
          <span className={styles.description} id={`${labelId}-description`}>
            {description}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? `${labelId}-description` : undefined}
        className={styles.switch}
        {...swipe}
        onClick={() => onChange(!checked)}
      >
        <span aria-hidden="true">{checked ? onLabel : offLabel}</span>
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}
