import { useId } from "react";
import type { ArtSet } from "./art-set";
import { SKY, Sky } from "./sky";
import styles from "./types-of-cards.module.css";

/** A bank card 150 × 95 with its top-left corner at (x, y): chip, stripe and number dots. */
function Card({ x, y, from, to }: { x: number; y: number; from: string; to: string }) {
  const id = useId();
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect x={x} y={y} width="150" height="95" rx="10" fill={`url(#${id})`} />
      <rect x={x} y={y + 62} width="150" height="8" fill={SKY} opacity="0.25" />
      <rect x={x + 14} y={y + 24} width="26" height="20" rx="4" fill="#ffc94d" />
      <path
        d={`M${x + 14} ${y + 34}h26M${x + 27} ${y + 24}v20`}
        stroke="#c8932a"
        strokeWidth="1.5"
      />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={x + 14 + i * 30}
          y={y + 78}
          width="24"
          height="5"
          rx="2.5"
          fill="#f4f6ff"
          opacity="0.8"
        />
      ))}
    </g>
  );
}

/** Three cards fan out from a stack; the still (final) picture is the fan. */
function CardFan() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <g className={`${styles.card} ${styles.left}`}>
        <Card x={85} y={70} from="#ffc94d" to="#ff8a5c" />
      </g>
      <g className={`${styles.card} ${styles.middle}`}>
        <Card x={85} y={70} from="#7cc4ff" to="#3a6fd8" />
      </g>
      <g className={`${styles.card} ${styles.right}`}>
        <Card x={85} y={70} from="#ff7ab6" to="#b455d6" />
      </g>
    </svg>
  );
}

/** EFTPOS: a blue card beside a shop's card machine with its keypad (in person, with a PIN). */
function EftposCard() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={240} height={160} />
      <Card x={8} y={40} from="#7cc4ff" to="#3a6fd8" />
      <rect x={160} y={30} width="62" height="104" rx="10" fill="#f4f6ff" />
      <rect x={168} y={40} width="46" height="24" rx="4" fill="#6ee7a8" />
      {[0, 1, 2].flatMap((row) =>
        [0, 1, 2].map((col) => (
          <circle
            key={`${row}${col}`}
            cx={176 + col * 15}
            cy={80 + row * 15}
            r="5"
            fill={SKY}
            opacity="0.6"
          />
        )),
      )}
    </svg>
  );
}

/** Debit: a green card with contactless waves (tap to pay, online and overseas). */
function DebitCard() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={240} height={160} />
      <Card x={20} y={40} from="#6ee7a8" to="#1f9e78" />
      {[14, 26, 38].map((r) => (
        <path
          key={r}
          d={`M${182 + r * 0.2} ${87 - r}a${r} ${r} 0 0 1 0 ${r * 2}`}
          fill="none"
          stroke="#ffc94d"
          strokeWidth="6"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}

/** Credit: a pink card beside a stack of gold coins (money borrowed from the bank). */
function CreditCard() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={240} height={160} />
      <Card x={20} y={40} from="#ff7ab6" to="#b455d6" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <ellipse cx="198" cy={124 - i * 14} rx="24" ry="9" fill="#c8932a" />
          <ellipse cx="198" cy={120 - i * 14} rx="24" ry="9" fill="#ffc94d" />
        </g>
      ))}
    </svg>
  );
}

export const ART = {
  "card-fan": CardFan,
  "eftpos-card": EftposCard,
  "debit-card": DebitCard,
  "credit-card": CreditCard,
} satisfies ArtSet;
