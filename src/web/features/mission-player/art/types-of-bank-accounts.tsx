import { useId } from "react";
import type { ArtSet } from "./art-set";
import { SKY, Sky } from "./sky";
import styles from "./types-of-bank-accounts.module.css";

/** Types of bank accounts (m7): a banking app, the four account tiles and compound growth. */

function Coin({
  x,
  y,
  r = 9,
  className,
}: {
  x: number;
  y: number;
  r?: number;
  className?: string;
}) {
  return (
    <g className={className}>
      <circle cx={x} cy={y} r={r} fill="#ffc94d" stroke="#c98a16" strokeWidth="2" />
      <circle cx={x} cy={y} r={r * 0.5} fill="none" stroke="#fff3c4" strokeWidth="1.5" />
    </g>
  );
}

/** A phone with a banking app; coins drop into a stack beside it. */
function BankApp() {
  const screen = useId();
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <defs>
        <linearGradient id={screen} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7cc4ff" />
          <stop offset="1" stopColor="#3d5bd9" />
        </linearGradient>
      </defs>
      <Sky width={320} height={200} />
      <rect x="112" y="22" width="84" height="160" rx="14" fill="#27306a" />
      <rect x="119" y="34" width="70" height="136" rx="6" fill={`url(#${screen})`} />
      <rect x="127" y="42" width="54" height="28" rx="6" fill="#f4f6ff" />
      <rect x="133" y="50" width="30" height="6" rx="3" fill="#27306a" opacity="0.5" />
      <rect x="133" y="59" width="40" height="6" rx="3" fill="#6ee7a8" />
      {[80, 98, 116, 134].map((y, i) => (
        <g key={y}>
          <circle
            cx="134"
            cy={y + 6}
            r="5"
            fill={["#ffc94d", "#ff7ab6", "#6ee7a8", "#ff8a5c"][i]}
          />
          <rect x="143" y={y + 3} width="34" height="6" rx="3" fill="#f4f6ff" opacity="0.85" />
        </g>
      ))}
      <rect x="144" y="26" width="20" height="4" rx="2" fill={SKY} />
      <Coin x={236} y={168} r={12} className={styles.drop1} />
      <Coin x={236} y={152} r={12} className={styles.drop2} />
      <Coin x={236} y={136} r={12} className={styles.drop3} />
      <Coin x={76} y={164} r={12} />
      <path d="M70 120l8-12 8 12h-5v14h-6v-14z" fill="#6ee7a8" className={styles.bob} />
    </svg>
  );
}

/** An everyday card, gently tilting, with a coin. */
function EverydayTile() {
  const card = useId();
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <defs>
        <linearGradient id={card} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7cc4ff" />
          <stop offset="1" stopColor="#3d5bd9" />
        </linearGradient>
      </defs>
      <Sky width={120} height={120} rx={18} />
      <g className={styles.tilt}>
        <rect x="18" y="34" width="84" height="54" rx="8" fill={`url(#${card})`} />
        <rect x="18" y="44" width="84" height="9" fill="#27306a" />
        <rect x="28" y="60" width="16" height="12" rx="3" fill="#ffc94d" />
        <rect x="52" y="74" width="40" height="5" rx="2.5" fill="#f4f6ff" opacity="0.8" />
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
      <rect x="30" y="36" width="60" height="66" rx="14" fill="#7cc4ff" opacity="0.25" />
      <rect x="36" y="28" width="48" height="10" rx="4" fill="#6ee7a8" />
      {[90, 80, 70].map((y) => (
        <rect key={y} x="40" y={y} width="40" height="9" rx="4.5" fill="#ffc94d" stroke="#c98a16" />
      ))}
      <rect
        x="40"
        y="60"
        width="40"
        height="9"
        rx="4.5"
        fill="#ffc94d"
        stroke="#c98a16"
        className={styles.drop1}
      />
      <rect
        x="30"
        y="36"
        width="60"
        height="66"
        rx="14"
        fill="none"
        stroke="#f4f6ff"
        strokeWidth="3"
      />
      <path d="M40 46v26" stroke="#f4f6ff" strokeWidth="3" strokeLinecap="round" opacity="0.6" />
    </svg>
  );
}

/** A graduation cap with a swinging tassel, over a book. */
function TertiaryTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <path d="M26 86h68v14H26z" fill="#ff7ab6" />
      <path d="M30 89h60v8H30z" fill="#f4f6ff" />
      <path d="M40 52v16c0 8 40 8 40 0V52z" fill="#27306a" stroke="#7cc4ff" strokeWidth="2" />
      <path d="M60 28l40 16-40 16-40-16z" fill="#3d5bd9" stroke="#7cc4ff" strokeWidth="2" />
      <g className={styles.swing}>
        <path d="M60 44h30v22" stroke="#ffc94d" strokeWidth="3" fill="none" />
        <rect x="86" y="64" width="8" height="12" rx="3" fill="#ffc94d" />
      </g>
      <circle cx="60" cy="44" r="4" fill="#ffc94d" />
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
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.5" stopColor="#ffc94d" />
          <stop offset="1" stopColor="#c98a16" />
        </radialGradient>
      </defs>
      <Sky width={120} height={120} rx={18} />
      <ellipse cx="60" cy="62" rx="17" ry="22" fill={`url(#${egg})`} />
      <path d="M20 72c10 26 70 26 80 0z" fill="#a8663a" />
      <path
        d="M24 76c14 8 58 8 72 0M30 86c12 6 48 6 60 0"
        stroke="#6b3b1f"
        strokeWidth="3"
        fill="none"
      />
      <path d="M92 58v-16" stroke="#6ee7a8" strokeWidth="3" />
      <path
        d="M92 46c-8 0-12-6-12-10 8 0 12 4 12 10zM92 42c6 0 10-6 10-10-6 0-10 4-10 10z"
        fill="#6ee7a8"
      />
      <path d="M34 34l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#f4f6ff" className={styles.twinkle} />
    </svg>
  );
}

/** Yearly bars: gold for what you put in (steady), green for returns (growing faster). */
function CompoundGrowth() {
  const totals = [14, 20, 27, 35, 45, 57, 72, 90, 112];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <path d="M30 172h262" stroke="#7cc4ff" strokeWidth="3" strokeLinecap="round" />
      {totals.map((total, i) => {
        const x = 40 + i * 28;
        const paid = 12 + i * 5;
        return (
          <g key={i} className={styles.grow} style={{ animationDuration: `${0.6 + i * 0.15}s` }}>
            <rect
              x={x}
              y={170 - total}
              width="20"
              height={total - paid + 4}
              rx="4"
              fill="#6ee7a8"
            />
            <rect x={x} y={170 - paid} width="20" height={paid} rx="4" fill="#ffc94d" />
          </g>
        );
      })}
      <path
        d="M50 150C130 146 220 110 270 40"
        stroke="#ff7ab6"
        strokeWidth="3"
        strokeDasharray="6 6"
        fill="none"
      />
      <path d="M262 40l10-4-2 11" stroke="#ff7ab6" strokeWidth="3" fill="none" />
    </svg>
  );
}

export const ART = {
  "bank-app": BankApp,
  "everyday-tile": EverydayTile,
  "savings-tile": SavingsTile,
  "tertiary-tile": TertiaryTile,
  "kiwisaver-tile": KiwiSaverTile,
  "compound-growth": CompoundGrowth,
} satisfies ArtSet;
