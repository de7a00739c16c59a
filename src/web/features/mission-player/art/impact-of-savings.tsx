import type { ArtSet } from "./art-set";
import styles from "./impact-of-savings.module.css";
import { Bank } from "./parts/bank";
import { Coin, CoinStack } from "./parts/coin";
import {
  BLUE,
  BLUE_DARK,
  GOLD,
  GOLD_DARK,
  GREEN,
  GREEN_DARK,
  GREEN_LIGHT,
  LILAC,
  LILAC_LIGHT,
  NAVY,
  ORANGE,
  PINK,
  PURPLE,
  ROW,
  SCREEN,
  SKY,
  WHITE,
} from "./parts/palette";
import { PlanetAt } from "./parts/planet";
import { Sky } from "./parts/sky";
import { Spaceship } from "./parts/spaceship";

/** Impact of savings (m1): coins fuel a spaceship, a savings jar, three ways to save, investing. */

/** Page 0: coins float up one by one into a spaceship, which then lifts a little off the pad. */
function CoinRocket() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <PlanetAt name="green" cx={272} cy={42} r={18} />
      <rect x="150" y="178" width="120" height="8" rx="4" fill={LILAC} />
      <g className={styles.lift}>
        <Spaceship x={210} y={104} height={140} />
      </g>
      <CoinStack x={70} base={176} n={4} rx={22} step={11} />
      {[0, 1, 2].map((i) => (
        <g key={i} className={styles.float} style={{ animationDelay: `${0.2 + i * 0.45}s` }}>
          <Coin x={110 + i * 26} y={140 - i * 26} r={11} />
        </g>
      ))}
    </svg>
  );
}

/** Page 1: a hand drops coins into a glass jar; the pile inside grows as they land. */
function PutAway() {
  const dropped = [
    [146, 128],
    [178, 120],
    [162, 108],
  ] as const;
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <g className={styles.bob}>
        <Coin x={160} y={34} r={12} />
      </g>
      {dropped.map(([x, y], i) => (
        <g key={x} className={styles.drop} style={{ animationDelay: `${0.3 + i * 0.6}s` }}>
          <Coin x={x} y={y} r={10} />
        </g>
      ))}
      <rect x="104" y="62" width="112" height="12" rx="6" fill={LILAC} />
      <rect x="144" y="65" width="32" height="6" rx="3" fill={SKY} />
      <path
        d="M110 74h100v94q0 16-16 16h-68q-16 0-16-16z"
        fill={BLUE}
        opacity="0.25"
        stroke={LILAC_LIGHT}
        strokeWidth="4"
      />
      <CoinStack x={140} base={172} n={3} rx={18} step={9} />
      <CoinStack x={180} base={172} n={4} rx={18} step={9} />
      <path d="M122 90v60" stroke={WHITE} strokeWidth="4" strokeLinecap="round" opacity="0.5" />
    </svg>
  );
}

/** Ways to save (goal): stepping-stone coins lead up to a flag on a small planet. */
function GoalFlag() {
  const stones = [
    [50, 168],
    [96, 150],
    [142, 130],
    [188, 108],
  ] as const;
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      {stones.map(([x, y], i) => (
        <g key={x} className={styles.pop} style={{ animationDelay: `${0.2 + i * 0.3}s` }}>
          <Coin x={x} y={y} r={14} />
        </g>
      ))}
      <PlanetAt name="lilac" cx={254} cy={122} r={34} />
      <path d="M254 88V24" stroke={WHITE} strokeWidth="4" strokeLinecap="round" />
      <g className={styles.wave}>
        <path d="M256 26h44l-10 14 10 14h-44z" fill={PINK} />
      </g>
    </svg>
  );
}

/** Ways to save (pay yourself first): a pay packet; a coin stack goes to savings first. */
function PayFirst() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <rect x="20" y="70" width="90" height="60" rx="8" fill={GREEN} />
      <path d="M20 78l45 28 45-28" stroke={GREEN_DARK} strokeWidth="4" fill="none" />
      <path
        d="M118 90q40-50 80-44m-8-8l10 8-12 6"
        stroke={GOLD}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M118 120q40 40 80 40m-10-8l10 8-10 8"
        stroke={LILAC}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <g className={styles.pop}>
        <Bank transform="translate(212 12) scale(0.8)" />
      </g>
      <circle cx="140" cy="34" r="15" fill={PURPLE} />
      <text x="140" y="40" textAnchor="middle" fontSize="17" fontWeight="700" fill={WHITE}>
        1
      </text>
      <g className={styles.pop} style={{ animationDelay: "0.5s" }}>
        <CoinStack x={240} base={172} n={2} rx={14} step={8} colour={LILAC_LIGHT} />
      </g>
      <g className={styles.drop} style={{ animationDelay: "0.2s" }}>
        <CoinStack x={246} base={96} n={3} rx={16} step={8} />
      </g>
    </svg>
  );
}

/** Ways to save (automatic payments): a calendar ticked each payday; coins slide to savings. */
function AutoPayment() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <rect x="20" y="24" width="120" height="110" rx="10" fill={WHITE} />
      <rect x="20" y="24" width="120" height="26" rx="10" fill={PINK} />
      <rect x="20" y="40" width="120" height="10" fill={PINK} />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={32 + col * 26}
            y={60 + row * 18}
            width="18"
            height="12"
            rx="3"
            fill={col === 3 ? GREEN_LIGHT : LILAC_LIGHT}
          />
        )),
      )}
      {[0, 1, 2, 3].map((row) => (
        <path
          key={row}
          d={`M${110} ${66 + row * 18}l4 4 8-8`}
          stroke={GREEN_DARK}
          strokeWidth="3"
          fill="none"
        />
      ))}
      <rect x="24" y="150" width="96" height="36" rx="8" fill={NAVY} stroke={LILAC} />
      <rect x="34" y="164" width="60" height="8" rx="4" fill={LILAC} />
      <rect x="200" y="150" width="100" height="36" rx="8" fill={GREEN_DARK} stroke={GREEN} />
      <rect x="210" y="164" width="60" height="8" rx="4" fill={GREEN_LIGHT} />
      <path d="M126 168h64m-10-10l10 10-10 10" stroke={GOLD} strokeWidth="4" fill="none" />
      {[0, 1, 2].map((i) => (
        <g key={i} className={styles.slide} style={{ animationDelay: `${0.3 + i * 0.5}s` }}>
          <Coin x={200 + i * 34} y={120} r={12} />
        </g>
      ))}
    </svg>
  );
}

/** What is an investment: a plant grows from coins before a chart that wobbles but ends higher. */
function GrowingCoins() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <rect x="24" y="20" width="272" height="130" rx="8" fill={SCREEN} stroke={ROW} />
      <path
        d="M36 130l40-24 30 14 40-40 30 22 40-46 30 18 36-44"
        stroke={GREEN}
        strokeWidth="4"
        fill="none"
        strokeLinejoin="round"
        className={styles.chart}
      />
      <CoinStack x={160} base={184} n={4} rx={28} step={10} />
      <g className={styles.grow}>
        <path d="M160 150v-34" stroke={GREEN_DARK} strokeWidth="5" strokeLinecap="round" />
        <path d="M160 128q-24-2-28-22 22 0 28 22z" fill={GREEN} />
        <path d="M160 120q20-4 26-24-22 2-26 24z" fill={GREEN_LIGHT} />
      </g>
    </svg>
  );
}

/** Tile: a rising share-price chart with a company's building. */
function StockTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <circle cx="60" cy="60" r="58" fill={SKY} />
      <rect x="26" y="42" width="30" height="52" rx="3" fill={BLUE_DARK} />
      {[50, 62, 74].map((y) => (
        <rect key={y} x="32" y={y} width="18" height="6" rx="2" fill={GOLD} />
      ))}
      {[
        [62, 80, 14],
        [76, 68, 26],
        [90, 52, 42],
      ].map(([x, y, h]) => (
        <rect key={x} x={x} y={y} width="10" height={h} rx="2" fill={GREEN} />
      ))}
      <path d="M60 66l14-12 12 4 16-22m-8 0h8v8" stroke={GOLD} strokeWidth="4" fill="none" />
    </svg>
  );
}

/** Tile: a bond certificate with a ribbon seal and a coin of interest. */
function BondsTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <circle cx="60" cy="60" r="58" fill={SKY} />
      <rect x="22" y="30" width="68" height="56" rx="4" fill={WHITE} />
      {[42, 52, 62].map((y) => (
        <rect key={y} x="30" y={y} width="44" height="5" rx="2" fill={LILAC} />
      ))}
      <circle cx="76" cy="78" r="12" fill={ORANGE} />
      <path d="M70 88l-4 14 10-6 10 6-4-14" fill={PINK} />
      <Coin x={94} y={42} r={12} />
    </svg>
  );
}

/** Tile: a house with a gold roof and a rising arrow. */
function RealEstateTile() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.art}>
      <circle cx="60" cy="60" r="58" fill={SKY} />
      <path d="M22 60l34-28 34 28z" fill={GOLD} />
      <rect x="30" y="58" width="52" height="36" fill={LILAC_LIGHT} />
      <rect x="50" y="72" width="12" height="22" rx="2" fill={NAVY} />
      <rect x="36" y="66" width="10" height="10" rx="2" fill={BLUE} />
      <rect x="68" y="66" width="10" height="10" rx="2" fill={BLUE} />
      <path d="M88 92V40m-8 8l8-8 8 8" stroke={GREEN} strokeWidth="5" fill="none" />
      <path d="M24 94h72" stroke={GOLD_DARK} strokeWidth="3" />
    </svg>
  );
}

export { content } from "../../../../core/content/missions/impact-of-savings";

export const ART = {
  "coin-rocket": CoinRocket,
  "put-away": PutAway,
  "goal-flag": GoalFlag,
  "pay-first": PayFirst,
  "auto-payment": AutoPayment,
  "growing-coins": GrowingCoins,
  "stock-tile": StockTile,
  "bonds-tile": BondsTile,
  "real-estate-tile": RealEstateTile,
} satisfies ArtSet;
