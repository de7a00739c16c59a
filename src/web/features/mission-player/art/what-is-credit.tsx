import type { ArtSet } from "./art-set";
import { Bank } from "./parts/bank";
import { CoinStack } from "./parts/coin";
import {
  BLUE,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  GREEN,
  GREEN_DARK,
  LILAC,
  LILAC_LIGHT,
  NAVY,
  ORANGE,
  PINK,
  PURPLE,
  SKY,
  WHITE,
  WOOD,
  WOOD_DARK,
} from "./parts/palette";
import { Student } from "./parts/person";
import { Sky } from "./parts/sky";
import { Spaceship } from "./parts/spaceship";
import styles from "./what-is-credit.module.css";
import { PhoneCosts, PhoneShop } from "./what-is-credit/phone-deal";

/** What is credit (m10): borrowing and repaying, the score, the lender's check, the phone deals. */

/** A tick (good) or a cross (bad) in a round badge of radius r centred on (x, y). */
function Mark({ x, y, r, good }: { x: number; y: number; r: number; good: boolean }) {
  const s = r * 0.45;
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={good ? GREEN : PINK} />
      <path
        d={
          good
            ? `M${x - s} ${y}l${s * 0.7} ${s * 0.7} ${s * 1.3}-${s * 1.4}`
            : `M${x - s} ${y - s}l${s * 2} ${s * 2}m0-${s * 2}l-${s * 2} ${s * 2}`
        }
        stroke={good ? GREEN_DARK : SKY}
        strokeWidth={r * 0.35}
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

/** Page 1: coins go from the bank to the student now, and come back later with one more. */
function BorrowAndRepay() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <Bank transform="translate(14 96) scale(0.9)" />
      <g transform="translate(214 34) scale(0.9)">
        <Student x={0} y={0} />
      </g>
      <path
        d="M112 70q48-34 96 0m-10-8 10 8-12 2"
        stroke={GOLD}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M208 168q-48 24-96 0m10 8-10-8 12-2"
        stroke={GREEN}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <g className={styles.lend}>
        <CoinStack x={160} base={70} n={3} rx={14} step={8} />
      </g>
      <g className={styles.repay}>
        <CoinStack x={160} base={158} n={3} rx={14} step={8} />
        <CoinStack x={160} base={134} n={1} rx={14} step={8} colour={GREEN} />
      </g>
    </svg>
  );
}

/** A point on the gauge's circle, `angle` degrees anticlockwise from the right. */
const onDial = (angle: number, r: number) => {
  const a = (angle * Math.PI) / 180;
  return `${160 + r * Math.cos(a)} ${156 - r * Math.sin(a)}`;
};

/** Page 2: a dial from pink to green; its needle swings into the green. */
function ScoreGauge() {
  const bands = [PINK, ORANGE, GOLD, GREEN];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      {bands.map((colour, i) => (
        <path
          key={colour}
          d={`M${onDial(180 - i * 45 - 1, 110)}A110 110 0 0 1 ${onDial(180 - (i + 1) * 45 + 1, 110)}`}
          stroke={colour}
          strokeWidth="26"
          fill="none"
        />
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={`M${onDial(180 - i * 45, 86)}L${onDial(180 - i * 45, 78)}`}
          stroke={LILAC}
          strokeWidth="3"
        />
      ))}
      <g className={styles.needle}>
        <path d={`M${onDial(35, 96)}L${onDial(125, 8)}L${onDial(305, 8)}z`} fill={WHITE} />
      </g>
      <circle cx="160" cy="156" r="14" fill={NAVY} stroke={WHITE} strokeWidth="4" />
      <Mark x={282} y={48} r={16} good />
    </svg>
  );
}

/** Page 4: a magnifying glass over a credit report (ticks and one cross), beside a bank. */
function LenderCheck() {
  const rows = [true, true, false, true, true];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <rect x="36" y="18" width="130" height="168" rx="10" fill={WHITE} />
      <rect x="52" y="32" width="70" height="10" rx="5" fill={NAVY} />
      {rows.map((good, i) => (
        <g key={i}>
          <rect x="52" y={58 + i * 24} width="74" height="8" rx="4" fill={LILAC} />
          <Mark x={146} y={62 + i * 24} r={8} good={good} />
        </g>
      ))}
      <g className={styles.search}>
        <circle cx="132" cy="110" r="30" fill={BLUE} opacity="0.25" />
        <circle cx="132" cy="110" r="30" fill="none" stroke={GOLD} strokeWidth="7" />
        <path d="M154 132l26 26" stroke={GOLD_DARK} strokeWidth="12" strokeLinecap="round" />
      </g>
      <Bank transform="translate(196 86) scale(1.1)" />
    </svg>
  );
}

/** Four-pointed star of `r`, centred on (x, y). */
function Star({ x, y, r }: { x: number; y: number; r: number }) {
  const q = r * 0.3;
  return (
    <path
      d={`M${x} ${y - r}L${x + q} ${y - q}L${x + r} ${y}L${x + q} ${y + q}L${x} ${y + r}L${x - q} ${y + q}L${x - r} ${y}L${x - q} ${y - q}z`}
      fill={GOLD_LIGHT}
    />
  );
}

/** Page 5: a rocket climbs past a rising line of ticks; the hotspot is over the rocket, its label below it. */
function ScoreRocket() {
  const ticks = [
    [34, 206],
    [74, 178],
    [114, 150],
    [154, 122],
  ] as const;
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={240} />
      <path
        d={`M${ticks.map(([x, y]) => `${x} ${y}`).join("L")}`}
        stroke={GREEN}
        strokeWidth="4"
        fill="none"
        strokeDasharray="8 6"
      />
      {ticks.map(([x, y]) => (
        <Mark key={x} x={x} y={y} r={13} good />
      ))}
      <Star x={140} y={40} r={12} />
      <Star x={296} y={150} r={9} />
      <Star x={200} y={196} r={10} />
      <g className={styles.climb}>
        <Spaceship x={228} y={62} height={104} angle={20} />
      </g>
    </svg>
  );
}

/** Page 7: a shopping bag with a tag, an hourglass running out, a calendar on its last page. */
function InterestFree() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <path d="M52 76v-12a22 22 0 0 1 44 0v12" stroke={PURPLE} strokeWidth="7" fill="none" />
      <path d="M30 76h88l6 100H24z" fill={PINK} />
      <rect x="30" y="76" width="88" height="10" fill={SKY} opacity="0.15" />
      <path d="M96 110h34l10 14-10 14H96z" fill={GOLD} />
      <circle cx="104" cy="124" r="4" fill={SKY} />
      <g transform="translate(148 44)">
        <rect x="0" y="0" width="56" height="10" rx="4" fill={WOOD} />
        <rect x="0" y="120" width="56" height="10" rx="4" fill={WOOD} />
        <path d="M6 10h44q0 34-18 55 18 21 18 55H6q0-34 18-55Q6 44 6 10z" fill={LILAC_LIGHT} />
        <path d="M14 24h28q-4 20-14 36-10-16-14-36z" fill={GOLD} opacity="0.35" />
        <path d="M12 120q4-28 16-34 12 6 16 34z" fill={GOLD} />
        <path d="M28 64v50" stroke={GOLD} strokeWidth="2" strokeDasharray="3 4" />
        <path d="M2 10v110M54 10v110" stroke={WOOD_DARK} strokeWidth="4" />
      </g>
      <g transform="translate(226 56)">
        <rect x="6" y="8" width="78" height="92" rx="8" fill={WHITE} opacity="0.5" />
        <rect x="0" y="0" width="78" height="92" rx="8" fill={WHITE} />
        <rect x="0" y="0" width="78" height="24" rx="8" fill={PINK} />
        <rect x="0" y="14" width="78" height="10" fill={PINK} />
        {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
          <rect
            key={i}
            x={10 + (i % 3) * 22}
            y={32 + Math.floor(i / 3) * 18}
            width="14"
            height="10"
            rx="2"
            fill={i === 8 ? PINK : LILAC}
          />
        ))}
      </g>
    </svg>
  );
}

export { content } from "../../../../core/content/missions/what-is-credit";

export const ART = {
  "borrow-and-repay": BorrowAndRepay,
  "score-gauge": ScoreGauge,
  "lender-check": LenderCheck,
  "score-rocket": ScoreRocket,
  "interest-free": InterestFree,
  "phone-shop": PhoneShop,
  "phone-costs": PhoneCosts,
} satisfies ArtSet;
