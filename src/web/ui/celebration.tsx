import styles from "./celebration.module.css";

const RAYS = 12;
const COLOURS = ["var(--accent)", "var(--good)", "var(--focus)", "#ff7ab6"];

/**
 * A burst of rays and stars: a right answer (small) or a finished mission (big). It plays once,
 * about a second; with reduced motion or the Animation setting off it is the finished picture,
 * still. Decorative: the words beside it say what happened.
 */
export function Celebration({ big = false }: { big?: boolean }) {
  return (
    <svg
      className={big ? `${styles.burst} ${styles.big}` : styles.burst}
      viewBox="-50 -50 100 100"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: RAYS }, (_, i) => (
        <g key={i} transform={`rotate(${(360 / RAYS) * i})`}>
          <line
            className={styles.ray}
            x1="0"
            y1="-18"
            x2="0"
            y2="-34"
            stroke={COLOURS[i % COLOURS.length]}
          />
          <path
            className={styles.star}
            d="M0-46l2 4 4 2-4 2-2 4-2-4-4-2 4-2z"
            fill={COLOURS[(i + 2) % COLOURS.length]}
          />
        </g>
      ))}
      <path
        className={styles.centre}
        d="M0-14l4 9 10 1-7.5 7 2 10L0 8l-8.5 5 2-10L-14-4l10-1z"
        fill="var(--accent)"
      />
    </svg>
  );
}
