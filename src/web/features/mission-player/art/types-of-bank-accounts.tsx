import { useId } from "react";
import type { ArtSet } from "./art-set";
import { Card } from "./parts/card";
import { Coin } from "./parts/coin";
import {
  BLUE,
  BLUE_DARK,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  GREEN,
  NAVY,
  ORANGE,
  PINK,
  SKY,
  WHITE,
  WOOD,
  WOOD_DARK,
} from "./parts/palette";
import { Sky } from "./parts/sky";
import { Spaceship } from "./parts/spaceship";
import styles from "./types-of-bank-accounts.module.css";

/** Types of bank accounts (m7): a banking app, the four account tiles and compound growth. */

/** A phone with a banking app; coins drop into a stack beside it. */
function BankApp() {
  const screen = useId();
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <defs>
        <linearGradient id={screen} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={BLUE} />
          <stop offset="1" stopColor={BLUE_DARK} />
        </linearGradient>
      </defs>
      <Sky width={320} height={200} />
      <rect x="112" y="22" width="84" height="160" rx="14" fill={NAVY} />
      <rect x="119" y="34" width="70" height="136" rx="6" fill={`url(#${screen})`} />
      <rect x="127" y="42" width="54" height="28" rx="6" fill={WHITE} />
      <rect x="133" y="50" width="30" height="6" rx="3" fill={NAVY} opacity="0.5" />
      <rect x="133" y="59" width="40" height="6" rx="3" fill={GREEN} />
      {[80, 98, 116, 134].map((y, i) => (
        <g key={y}>
          <circle cx="134" cy={y + 6} r="5" fill={[GOLD, PINK, GREEN, ORANGE][i]} />
          <rect x="143" y={y + 3} width="34" height="6" rx="3" fill={WHITE} opacity="0.85" />
        </g>
      ))}
      <rect x="144" y="26" width="20" height="4" rx="2" fill={SKY} />
      <Coin x={236} y={168} r={12} className={styles.drop1} />
      <Coin x={236} y={152} r={12} className={styles.drop2} />
      <Coin x={236} y={136} r={12} className={styles.drop3} />
      <Coin x={76} y={164} r={12} />
      <path d="M70 120l8-12 8 12h-5v14h-6v-14z" fill={GREEN} className={styles.bob} />
    </svg>
  );
}

/** An everyday card, gently tilting, with a coin. */
function EverydayTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <g className={styles.tilt}>
        <Card x={18} y={34} width={84} look="blue" />
      </g>
      <Coin x={94} y={92} r={11} className={styles.bob} />
    </svg>
  );
}

/** A jar of savings; a coin drops in on top of the stack. */
function SavingsTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <rect x="30" y="36" width="60" height="66" rx="14" fill={BLUE} opacity="0.25" />
      <rect x="36" y="28" width="48" height="10" rx="4" fill={GREEN} />
      {[90, 80, 70].map((y) => (
        <rect key={y} x="40" y={y} width="40" height="9" rx="4.5" fill={GOLD} stroke={GOLD_DARK} />
      ))}
      <rect
        x="40"
        y="60"
        width="40"
        height="9"
        rx="4.5"
        fill={GOLD}
        stroke={GOLD_DARK}
        className={styles.drop1}
      />
      <rect
        x="30"
        y="36"
        width="60"
        height="66"
        rx="14"
        fill="none"
        stroke={WHITE}
        strokeWidth="3"
      />
      <path d="M40 46v26" stroke={WHITE} strokeWidth="3" strokeLinecap="round" opacity="0.6" />
    </svg>
  );
}

/** A graduation cap with a swinging tassel, over a book. */
function TertiaryTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <path d="M26 86h68v14H26z" fill={PINK} />
      <path d="M30 89h60v8H30z" fill={WHITE} />
      <path d="M40 52v16c0 8 40 8 40 0V52z" fill={NAVY} stroke={BLUE} strokeWidth="2" />
      <path d="M60 28l40 16-40 16-40-16z" fill={BLUE_DARK} stroke={BLUE} strokeWidth="2" />
      <g className={styles.swing}>
        <path d="M60 44h30v22" stroke={GOLD} strokeWidth="3" fill="none" />
        <rect x="86" y="64" width="8" height="12" rx="3" fill={GOLD} />
      </g>
      <circle cx="60" cy="44" r="4" fill={GOLD} />
    </svg>
  );
}

/** A nest egg: a gold egg in a nest, with a twinkle and a green sprout. */
function KiwiSaverTile() {
  const egg = useId();
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <defs>
        <radialGradient id={egg} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="0.5" stopColor={GOLD} />
          <stop offset="1" stopColor={GOLD_DARK} />
        </radialGradient>
      </defs>
      <Sky width={120} height={120} rx={18} />
      <ellipse cx="60" cy="62" rx="17" ry="22" fill={`url(#${egg})`} />
      <path d="M20 72c10 26 70 26 80 0z" fill={WOOD} />
      <path
        d="M24 76c14 8 58 8 72 0M30 86c12 6 48 6 60 0"
        stroke={WOOD_DARK}
        strokeWidth="3"
        fill="none"
      />
      <path d="M92 58v-16" stroke={GREEN} strokeWidth="3" />
      <path
        d="M92 46c-8 0-12-6-12-10 8 0 12 4 12 10zM92 42c6 0 10-6 10-10-6 0-10 4-10 10z"
        fill={GREEN}
      />
      <path d="M34 34l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill={WHITE} className={styles.twinkle} />
    </svg>
  );
}

/**
 * Yearly bars: gold for what you put in (steady), green for returns (growing faster); a rocket
 * takes off along the growth curve.
 */
function CompoundGrowth() {
  const totals = [14, 20, 27, 35, 45, 57, 72, 90, 112];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <path d="M30 172h262" stroke={BLUE} strokeWidth="3" strokeLinecap="round" />
      {totals.map((total, i) => {
        const x = 40 + i * 28;
        const paid = 12 + i * 5;
        return (
          <g key={i} className={styles.grow} style={{ animationDuration: `${0.6 + i * 0.15}s` }}>
            <rect x={x} y={170 - total} width="20" height={total - paid + 4} rx="4" fill={GREEN} />
            <rect x={x} y={170 - paid} width="20" height={paid} rx="4" fill={GOLD} />
          </g>
        );
      })}
      <path
        d="M50 150C130 146 220 110 270 40"
        stroke={PINK}
        strokeWidth="3"
        strokeDasharray="6 6"
        fill="none"
      />
      <Spaceship x={272} y={34} height={34} angle={35} />
    </svg>
  );
}

export { content } from "../../../../core/content/missions/types-of-bank-accounts";

export const ART = {
  "bank-app": BankApp,
  "everyday-tile": EverydayTile,
  "savings-tile": SavingsTile,
  "tertiary-tile": TertiaryTile,
  "kiwisaver-tile": KiwiSaverTile,
  "compound-growth": CompoundGrowth,
} satisfies ArtSet;
