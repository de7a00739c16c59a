import { REPAYMENT_SUMS } from "../../../../core/content/examples/student-loan";
import type { ArtSet } from "./art-set";
import { Bank } from "./parts/bank";
import { Coin, CoinStack } from "./parts/coin";
import {
  BLUE_DARK,
  GOLD,
  GOLD_LIGHT,
  GREEN,
  LILAC,
  LILAC_LIGHT,
  NAVY,
  ORANGE,
  PINK,
  PURPLE,
  SCREEN,
  WHITE,
  WOOD,
  WOOD_DARK,
} from "./parts/palette";
import { Student } from "./parts/person";
import { PlanetAt } from "./parts/planet";
import { Sky } from "./parts/sky";
import { Spaceship } from "./parts/spaceship";
import styles from "./student-loans.module.css";

/**
 * Student loans (m3): the loan that pays for study, its three parts, going overseas, the
 * repayment threshold, one week's sums, and the two scenarios (moving away, studying at home).
 */

/** Page 0: a place of study, a student, and coins floating across to pay the fees. */
function LoanToStudy() {
  const coins = [
    [212, 64],
    [182, 52],
    [152, 58],
  ] as const;
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200}>
        <ellipse cx="160" cy="204" rx="190" ry="24" fill={LILAC} />
        <Bank transform="translate(16 78) scale(1.25)" />
        {coins.map(([x, y], i) => (
          <g key={x} className={styles.drift} style={{ animationDelay: `${0.2 + i * 0.45}s` }}>
            <Coin x={x} y={y} r={11} />
          </g>
        ))}
        <Student x={222} y={34} />
      </Sky>
    </svg>
  );
}

/** Tile: a place of study with a coin over its door (fees are paid straight to it). */
function FeesTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <Bank transform="translate(14 40) scale(0.92)" />
      <Coin x={60} y={24} r={12} />
    </svg>
  );
}

const BOOKS = [
  { colour: PINK, x: 18, y: 78 },
  { colour: BLUE_DARK, x: 26, y: 62 },
  { colour: GREEN, x: 14, y: 46 },
] as const;

/** Tile: a stack of books with a pencil (textbooks and stationery). */
function CourseCostsTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      {BOOKS.map(({ colour, x, y }) => (
        <g key={y}>
          <rect x={x} y={y} width="76" height="16" rx="3" fill={colour} />
          <rect x={x + 64} y={y + 3} width="8" height="10" rx="1" fill={WHITE} />
        </g>
      ))}
      <g transform="rotate(-35 70 30)">
        <rect x="40" y="24" width="56" height="10" rx="2" fill={GOLD} />
        <path d="M96 24l12 5-12 5z" fill={GOLD_LIGHT} />
        <rect x="34" y="24" width="8" height="10" rx="2" fill={PINK} />
      </g>
    </svg>
  );
}

/** A house with a roof and a lit window, 60 wide, its bottom-left corner at (x, y). */
function House({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="6" y="-46" width="48" height="46" fill={LILAC_LIGHT} />
      <path d="M0-44L30-70l30 26z" fill={ORANGE} />
      <rect x="14" y="-34" width="14" height="14" rx="2" fill={GOLD_LIGHT} />
      <rect x="34" y="-26" width="12" height="26" rx="2" fill={NAVY} />
    </g>
  );
}

/** Tile: a home and a small stack of coins (rent, food and getting around). */
function LivingCostsTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={120} height={120} rx={18} />
      <House x={12} y={100} scale={1.1} />
      <CoinStack x={96} base={96} n={4} rx={12} step={8} />
    </svg>
  );
}

/** Page 2: the rocket leaves home for a far planet; a calendar counts the days away. */
function GoingOverseas() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200}>
        <PlanetAt name="green" cx={56} cy={150} r={36} />
        <PlanetAt name="pink" cx={272} cy={44} r={20} />
        <path
          d="M92 122q60-60 150-70"
          stroke={LILAC}
          strokeWidth="3"
          strokeDasharray="8 8"
          fill="none"
        />
        <g className={styles.fly}>
          <Spaceship x={196} y={72} height={64} angle={70} />
        </g>
        <g>
          <rect x="196" y="118" width="92" height="64" rx="8" fill={WHITE} />
          <rect x="196" y="118" width="92" height="18" rx="8" fill={PINK} />
          <rect x="196" y="128" width="92" height="8" fill={PINK} />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <rect
              key={i}
              x={206 + (i % 3) * 26}
              y={144 + Math.floor(i / 3) * 18}
              width="20"
              height="12"
              rx="2"
              fill={i === 5 ? GOLD : LILAC_LIGHT}
            />
          ))}
        </g>
      </Sky>
    </svg>
  );
}

/** Page 3: four weeks' pay as bars; only what rises over the dashed threshold line is gold. */
function Threshold() {
  const line = 110;
  const weeks = [70, 104, 140, 120];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200}>
        <path d="M28 176h264" stroke={LILAC} strokeWidth="3" />
        {weeks.map((h, i) => (
          <g key={i} className={styles.bar} style={{ animationDelay: `${0.2 + i * 0.4}s` }}>
            <rect x={52 + i * 62} y={176 - h} width="44" height={h} rx="6" fill={PURPLE} />
            {h > 176 - line && (
              <rect
                x={52 + i * 62}
                y={176 - h}
                width="44"
                height={h - (176 - line)}
                rx="6"
                fill={GOLD}
              />
            )}
          </g>
        ))}
        <path d={`M20 ${line}h280`} stroke={WHITE} strokeWidth="3" strokeDasharray="10 7" />
        <text x="24" y={line - 8} fontSize="14" fontWeight="700" fill={WHITE}>
          Threshold
        </text>
      </Sky>
    </svg>
  );
}

/** The sums' rows top to bottom: each job's name, then its lines, with their baselines. */
const SUM_ROWS = REPAYMENT_SUMS.flatMap(({ job, lines }) => [
  { text: job, heading: true },
  ...lines.map((text) => ({ text, heading: false })),
]).reduce<{ text: string; heading: boolean; y: number }[]>((rows, row) => {
  const last = rows.at(-1)?.y ?? 14;
  return [...rows, { ...row, y: last + (row.heading ? 32 : 28) }];
}, []);

/** Page 4: one week's repayment sums (worked out by the pay maths), on a payslip-like card. */
function RepaymentSums() {
  return (
    <svg viewBox="0 0 320 190" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={190}>
        <rect x="16" y="14" width="288" height="162" rx="12" fill={SCREEN} stroke={LILAC} />
        {SUM_ROWS.map(({ text, y, heading }) => (
          <text
            key={text}
            x="32"
            y={y}
            fontSize={heading ? 15 : 19}
            fontWeight="700"
            fill={heading ? GOLD : WHITE}
          >
            {text}
          </text>
        ))}
      </Sky>
    </svg>
  );
}

/** Page 5: the student with a suitcase outside a block of flats in a new city. */
function Flatting() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200}>
        <rect x="0" y="176" width="320" height="24" fill={LILAC} />
        <rect x="170" y="40" width="120" height="136" fill={BLUE_DARK} />
        <rect x="164" y="34" width="132" height="10" rx="3" fill={LILAC_LIGHT} />
        {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
          <rect
            key={i}
            x={184 + (i % 3) * 34}
            y={56 + Math.floor(i / 3) * 34}
            width="22"
            height="20"
            rx="3"
            fill={i % 4 === 1 ? SCREEN : GOLD_LIGHT}
          />
        ))}
        <rect x="218" y="150" width="24" height="26" rx="3" fill={NAVY} />
        <Student x={30} y={18} />
        <rect x="120" y="128" width="40" height="48" rx="6" fill={ORANGE} />
        <path d="M132 128v-10h16v10" stroke={WOOD_DARK} strokeWidth="4" fill="none" />
        <path d="M120 148h40" stroke={WOOD_DARK} strokeWidth="3" />
      </Sky>
    </svg>
  );
}

/** Page 6: the student at a desk at home, a laptop open and a small stack of coins. */
function AtHome() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200}>
        <rect x="0" y="176" width="320" height="24" fill={LILAC} />
        <House x={252} y={176} />
        <Student x={24} y={18} />
        <rect x="112" y="128" width="128" height="12" rx="3" fill={WOOD} />
        <rect x="122" y="140" width="10" height="36" fill={WOOD_DARK} />
        <rect x="220" y="140" width="10" height="36" fill={WOOD_DARK} />
        <rect x="136" y="92" width="70" height="40" rx="4" fill={LILAC} />
        <rect x="141" y="97" width="60" height="30" rx="2" fill={SCREEN} />
        <path d="M128 128h86" stroke={LILAC_LIGHT} strokeWidth="5" strokeLinecap="round" />
        <CoinStack x={224} base={122} n={3} rx={10} step={8} />
      </Sky>
    </svg>
  );
}

export { content } from "../../../../core/content/missions/student-loans";

export const ART = {
  "loan-to-study": LoanToStudy,
  "fees-tile": FeesTile,
  "course-costs-tile": CourseCostsTile,
  "living-costs-tile": LivingCostsTile,
  "going-overseas": GoingOverseas,
  threshold: Threshold,
  "repayment-sums": RepaymentSums,
  flatting: Flatting,
  "at-home": AtHome,
} satisfies ArtSet;
