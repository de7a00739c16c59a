import {
  BLUE,
  BLUE_DARK,
  GOLD,
  GOLD_LIGHT,
  GREEN,
  GREEN_DARK,
  LILAC,
  NAVY,
  ORANGE,
  PINK,
  WHITE,
  WOOD,
} from "../parts/palette";
import { Sky } from "../parts/sky";
import styles from "../awareness-of-unnecessary-spending.module.css";

/**
 * Unnecessary spending (m8), the trip's three goals as tiles: a games console with its
 * controller, a holiday island at sunset, a first car.
 */

export function ConsoleTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <path d="M30 26q10-6 14 0v70H28z" fill={WHITE} />
      <rect x="44" y="24" width="10" height="72" rx="3" fill={NAVY} />
      <path d="M54 24q14-2 16 4v68H54z" fill={WHITE} />
      <rect x="47" y="34" width="4" height="10" rx="2" fill={BLUE} />
      <g className={styles.bob}>
        <path d="M66 78q4-8 12-8h16q8 0 12 8l4 14q1 8-6 8l-8-8H80l-8 8q-7 0-6-8z" fill={WHITE} />
        <circle cx="80" cy="80" r="3" fill={NAVY} />
        <circle cx="96" cy="77" r="2.5" fill={PINK} />
        <circle cx="101" cy="82" r="2.5" fill={BLUE} />
      </g>
    </svg>
  );
}

export function HolidayTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <circle cx="74" cy="62" r="20" fill={GOLD} className={styles.glow} />
      <path d="M0 72h120v30q0 18-18 18H18Q0 120 0 102z" fill={BLUE_DARK} />
      <path d="M10 84h26M62 92h34M24 100h30" stroke={BLUE} strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="36" cy="76" rx="26" ry="7" fill={GOLD_LIGHT} />
      <path d="M34 74q-2-22 6-40" stroke={WOOD} strokeWidth="5" fill="none" strokeLinecap="round" />
      <path
        d="M40 34q-16-6-24 6q12-4 24-6zM40 34q14-8 24 2q-12-2-24-2zM40 34q-4-12-16-14q8 8 16 14zM40 34q10-12 22-8q-12 2-22 8z"
        fill={GREEN}
        stroke={GREEN_DARK}
        strokeWidth="1.5"
      />
    </svg>
  );
}

export function CarTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <path d="M8 96h104" stroke={LILAC} strokeWidth="4" strokeLinecap="round" />
      <g className={styles.bob}>
        <path d="M14 84V66l16-22h46l18 22h12v18z" fill={ORANGE} />
        <path d="M36 50h18v16H26zM60 50h14l12 16H60z" fill={BLUE} />
        <rect x="96" y="70" width="8" height="5" rx="2" fill={GOLD_LIGHT} />
      </g>
      <circle cx="36" cy="86" r="11" fill={NAVY} />
      <circle cx="86" cy="86" r="11" fill={NAVY} />
      <circle cx="36" cy="86" r="4" fill={LILAC} />
      <circle cx="86" cy="86" r="4" fill={LILAC} />
    </svg>
  );
}
