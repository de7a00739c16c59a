import type { ReactNode } from "react";
import styles from "./banking-fundamentals.module.css";
import { GOLD, NAVY, SKY, WHITE } from "./sky";

/* The pieces Banking fundamentals' drawings are built from: bank, coins, icons, people. */

/** A bank with columns, 100 × 82 in its own units, placed by `transform`. */
export function Bank({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <rect x="10" y="32" width="80" height="38" fill="#c7cdf5" />
      <path d="M4 27L50 4l46 23z" fill={GOLD} />
      <circle cx="50" cy="18" r="5" fill="#fff3c4" />
      <rect x="7" y="26" width="86" height="7" rx="2" fill={WHITE} />
      {[14, 30, 62, 78].map((x) => (
        <rect key={x} x={x} y="35" width="8" height="34" rx="2" fill={WHITE} />
      ))}
      <rect x="43" y="46" width="14" height="24" rx="7" fill={NAVY} />
      <rect x="5" y="69" width="90" height="6" rx="2" fill={WHITE} />
      <rect y="75" width="100" height="7" rx="2" fill="#aab3e8" />
    </g>
  );
}

/** A stack of `n` coins standing on `base`. */
export function Coins({
  x,
  base,
  n,
  colour,
}: {
  x: number;
  base: number;
  n: number;
  colour: string;
}) {
  return (
    <g fill={colour} stroke={SKY} strokeOpacity="0.35" strokeWidth="1.5">
      {Array.from({ length: n }, (_, i) => (
        <ellipse key={i} cx={x} cy={base - i * 9} rx="15" ry="5.5" />
      ))}
    </g>
  );
}

/** A round icon for the diagram. */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={styles.art}>
      <circle cx="32" cy="32" r="31" fill={SKY} />
      {children}
    </svg>
  );
}

export function Person({ x, colour }: { x: number; colour: string }) {
  return (
    <g fill={colour}>
      <circle cx={x} cy="24" r="8" />
      <path d={`M${x - 14} 52c0-12 6-18 14-18s14 6 14 18z`} />
    </g>
  );
}
