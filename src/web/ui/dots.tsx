import styles from "./dots.module.css";

type DotsProps = {
  index: number;
  total: number;
  onChange: (index: number) => void;
  /** What the dots page through, for screen readers ("slide", "page"). */
  noun?: string;
  /** Dots after this one cannot be chosen yet. */
  last?: number;
};

/** Pagination dots: one button per item, the current one marked; hidden when total ≤ 1. */
export function Dots({ index, total, onChange, noun = "slide", last = total - 1 }: DotsProps) {
  if (total <= 1) return null;
  return (
    <div className={styles.dots} role="group" aria-label={`Choose a ${noun}`}>
      {Array.from({ length: total }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)} ${i + 1} of ${total}`}
          aria-current={i === index ? "true" : undefined}
          disabled={i > last}
          onClick={() => onChange(i)}
        >
          <span aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
