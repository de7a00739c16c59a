import type { ArtSet } from "./art-set";
import { Card } from "./parts/card";
import { CoinStack } from "./parts/coin";
import { GOLD, GREEN, SKY, WHITE } from "./parts/palette";
import { Sky } from "./parts/sky";
import styles from "./types-of-cards.module.css";

/** Three cards fan out from a stack; the still (final) picture is the fan. */
function CardFan() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <g className={`${styles.card} ${styles.left}`}>
        <Card x={85} y={70} look="gold" />
      </g>
      <g className={`${styles.card} ${styles.middle}`}>
        <Card x={85} y={70} look="blue" />
      </g>
      <g className={`${styles.card} ${styles.right}`}>
        <Card x={85} y={70} look="pink" />
      </g>
    </svg>
  );
}

/** EFTPOS: a blue card beside a shop's card machine with its keypad (in person, with a PIN). */
function EftposCard() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={240} height={160} />
      <Card x={8} y={40} look="blue" />
      <rect x={160} y={30} width="62" height="104" rx="10" fill={WHITE} />
      <rect x={168} y={40} width="46" height="24" rx="4" fill={GREEN} />
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
      <Card x={20} y={40} look="green" />
      {[14, 26, 38].map((r) => (
        <path
          key={r}
          d={`M${182 + r * 0.2} ${87 - r}a${r} ${r} 0 0 1 0 ${r * 2}`}
          fill="none"
          stroke={GOLD}
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
      <Card x={20} y={40} look="pink" />
      <CoinStack x={198} base={124} n={4} rx={24} step={14} />
    </svg>
  );
}

export { content } from "../../../../core/content/missions/types-of-cards";

export const ART = {
  "card-fan": CardFan,
  "eftpos-card": EftposCard,
  "debit-card": DebitCard,
  "credit-card": CreditCard,
} satisfies ArtSet;
