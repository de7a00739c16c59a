import { FIGURES } from "../../../../core/content/figures";
import type { ArtSet } from "./art-set";
import { Card } from "./parts/card";
import { Coin, CoinStack } from "./parts/coin";
import {
  BLUE,
  BLUE_DARK,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  GREEN,
  GREEN_DARK,
  HAIR,
  LILAC,
  LILAC_LIGHT,
  NAVY,
  ORANGE,
  PINK,
  PURPLE,
  SCREEN,
  SKY,
  WHITE,
  WOOD,
  WOOD_DARK,
} from "./parts/palette";
import { Student } from "./parts/person";
import { Sky } from "./parts/sky";
import styles from "./awareness-of-unnecessary-spending.module.css";
import { CarTile, ConsoleTile, HolidayTile } from "./awareness-of-unnecessary-spending/goal-tiles";

/** Unnecessary spending (m8): a leaky wallet, a thinking student, the trip and its three goals. */

/** A shopping bag, 44 wide and 52 tall, its top-left corner at (x, y). */
function Bag({ x, y, colour = PINK }: { x: number; y: number; colour?: string }) {
  return (
    <g>
      <path
        d={`M${x + 12} ${y + 12}v-4a10 10 0 0 1 20 0v4`}
        stroke={PURPLE}
        strokeWidth="4"
        fill="none"
      />
      <path d={`M${x + 2} ${y + 12}h40l2 40H${x}z`} fill={colour} />
      <rect x={x + 2} y={y + 12} width="40" height="6" fill={SKY} opacity="0.15" />
    </g>
  );
}

/** Page 0: an open wallet with coins drifting out of it, one by one, towards a shopping bag. */
function LeakyWallet() {
  const coins = [
    [132, 86],
    [168, 66],
    [206, 62],
    [242, 76],
  ] as const;
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200}>
        <g className={styles.bob}>
          <Card x={44} y={74} width={70} look="blue" />
          <rect x="30" y="96" width="100" height="70" rx="12" fill={WOOD} />
          <path d="M30 112h100" stroke={WOOD_DARK} strokeWidth="3" />
          <rect x="96" y="120" width="40" height="26" rx="8" fill={WOOD_DARK} />
          <circle cx="116" cy="133" r="5" fill={GOLD} />
        </g>
        {coins.map(([x, y], i) => (
          <g key={x} className={styles.drift} style={{ animationDelay: `${0.2 + i * 0.35}s` }}>
            <Coin x={x} y={y} r={11} />
          </g>
        ))}
        <Bag x={254} y={108} />
        <path d="M262 150h28" stroke={WHITE} strokeWidth="3" strokeLinecap="round" opacity="0.5" />
      </Sky>
    </svg>
  );
}

/** Page 1: the scenario's astronaut student thinks; a thought bubble holds a question mark. */
function Thinking() {
  return (
    <svg viewBox="0 0 260 190" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={260} height={190}>
        <ellipse cx="70" cy="196" rx="110" ry="24" fill={LILAC} />
        <Student x={26} y={28} />
        <circle cx="126" cy="70" r="5" fill={WHITE} className={styles.pop} />
        <circle cx="142" cy="54" r="8" fill={WHITE} className={styles.pop} />
        <g className={`${styles.pop} ${styles.late}`}>
          <ellipse cx="196" cy="50" rx="50" ry="36" fill={WHITE} />
          <path
            d="M184 40a12 12 0 1 1 16 11c-3 1-4 3-4 6v3"
            stroke={NAVY}
            strokeWidth="7"
            strokeLinecap="round"
            fill="none"
          />
          <circle cx="196" cy="72" r="4.5" fill={NAVY} />
          <Coin x={160} y={58} r={8} />
          <Coin x={232} y={40} r={6} />
        </g>
      </Sky>
    </svg>
  );
}

/** A shop with a striped awning and goods in its window, `width` wide, standing on y = 170. */
function Shop({
  x,
  width,
  wall,
  awning,
}: {
  x: number;
  width: number;
  wall: string;
  awning: string;
}) {
  const stripes = Math.floor(width / 14);
  return (
    <g>
      <rect x={x} y="78" width={width} height="92" fill={wall} />
      <rect x={x - 3} y="74" width={width + 6} height="8" rx="2" fill={LILAC_LIGHT} />
      {Array.from({ length: stripes }, (_, i) => (
        <path
          key={i}
          d={`M${x + (i * width) / stripes} 90h${width / stripes}v14a${width / stripes / 2} 5 0 0 1-${width / stripes} 0z`}
          fill={i % 2 ? WHITE : awning}
        />
      ))}
      <rect x={x + 6} y="114" width={width * 0.55} height="34" rx="3" fill={SCREEN} />
      {[GOLD, PINK, GREEN].map((colour, i) => (
        <rect
          key={colour}
          x={x + 10 + i * width * 0.16}
          y={132 - i * 4}
          width={width * 0.12}
          height={14 + i * 4}
          rx="2"
          fill={colour}
        />
      ))}
      <rect x={x + width * 0.68} y="118" width={width * 0.24} height="52" rx="2" fill={NAVY} />
      <circle cx={x + width * 0.72} cy="146" r="2" fill={GOLD} />
    </g>
  );
}

/** Page 2: the scenario's character on the way into town, past a row of shops. */
function Character() {
  return (
    <svg viewBox="0 0 260 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={260} height={200}>
        <Shop x={122} width={66} wall={PURPLE} awning={PINK} />
        <Shop x={194} width={60} wall={BLUE_DARK} awning={GOLD} />
        <rect x="0" y="168" width="260" height="32" fill={LILAC} />
        <path d="M0 184h260" stroke={LILAC_LIGHT} strokeWidth="3" strokeDasharray="14 10" />
        <Student x={20} y={36} />
      </Sky>
    </svg>
  );
}

/** A cup of bubble tea, its base centred on (x, 150). */
function BubbleTea({ x }: { x: number }) {
  return (
    <g>
      <path d={`M${x + 2} 78l8-22`} stroke={PINK} strokeWidth="5" strokeLinecap="round" />
      <path d={`M${x - 16} 82h32l-4 68h-24z`} fill={LILAC_LIGHT} />
      <path d={`M${x - 15} 96h30l-3 54h-24z`} fill={GOLD_LIGHT} />
      {[-7, 0, 7, -4, 4].map((dx, i) => (
        <circle key={i} cx={x + dx} cy={i < 3 ? 143 : 136} r="3.5" fill={HAIR} />
      ))}
      <rect x={x - 18} y="76" width="36" height="8" rx="3" fill={WHITE} />
    </g>
  );
}

/** aws-4-1: what came home: printer and ink (planned), two teas, shoes, lunch (not planned). */
function ShoppingTrip() {
  return (
    <svg viewBox="0 0 340 190" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={340} height={190}>
        <rect x="0" y="150" width="340" height="40" fill={LILAC} />
        {/* The printer, paper up, with three ink cartridges in front of it. */}
        <rect x="24" y="70" width="40" height="24" fill={WHITE} />
        <rect x="14" y="88" width="80" height="40" rx="8" fill={LILAC_LIGHT} />
        <rect x="26" y="110" width="56" height="6" rx="3" fill={NAVY} />
        <circle cx="84" cy="98" r="3" fill={GREEN} />
        {[BLUE, PINK, GOLD].map((colour, i) => (
          <rect key={colour} x={26 + i * 20} y="132" width="16" height="18" rx="3" fill={colour} />
        ))}
        <BubbleTea x={124} />
        <BubbleTea x={164} />
        {/* The shoebox with a shoe on its lid. */}
        <rect x="196" y="116" width="74" height="34" rx="3" fill={ORANGE} />
        <rect x="192" y="110" width="82" height="10" rx="3" fill={GOLD} />
        <path d="M204 108v-20q0-6 8-6l10 4q14 6 30 8q12 2 12 10v4z" fill={WHITE} />
        <path d="M204 104h60" stroke={BLUE} strokeWidth="4" />
        {/* Lunch from the food court. */}
        <path d="M282 120q0-22 22-22t22 22z" fill={GOLD} />
        <rect x="280" y="120" width="48" height="7" rx="3" fill={GREEN} />
        <rect x="282" y="127" width="44" height="9" rx="4" fill={WOOD_DARK} />
        <path d="M282 136h44v6q0 8-8 8h-28q-8 0-8-8z" fill={GOLD_DARK} />
      </Sky>
    </svg>
  );
}

/** aws-4-2: planned against spent, each bar as tall as its amount; the gap is the overspend. */
function PlannedVsSpent() {
  const spent = FIGURES.exampleTripSpent.value;
  const full = 130; // the spent bar's height in picture units
  const planned = (full * FIGURES.exampleTripPlanned.value) / spent;
  const base = 166;
  return (
    <svg viewBox="0 0 260 180" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={260} height={180}>
        <path d="M40 166h180" stroke={LILAC} strokeWidth="3" strokeLinecap="round" />
        <g className={styles.grow}>
          <rect x="62" y={base - planned} width="52" height={planned} rx="6" fill={GREEN} />
        </g>
        <g className={styles.grow}>
          <rect x="146" y={base - full} width="52" height={full} rx="6" fill={PINK} />
        </g>
        <path d={`M62 ${base - planned}H212`} stroke={GOLD} strokeWidth="2" strokeDasharray="5 5" />
        <path
          d={`M214 ${base - full + 4}V${base - planned - 4}M208 ${base - full + 10}l6-6 6 6`}
          stroke={GOLD}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <Coin x={88} y={base - planned - 14} r={9} />
        <Coin x={172} y={base - full - 14} r={9} />
      </Sky>
    </svg>
  );
}

/** aws-4-3: a two-line list (printer, ink), both ticked; what was not spent stays in a stack. */
function ShoppingList() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={240} height={180}>
        <g transform="rotate(-4 90 90)">
          <rect x="36" y="22" width="110" height="140" rx="8" fill={WHITE} />
          <rect x="60" y="14" width="62" height="16" rx="5" fill={LILAC} />
          {[54, 92].map((y) => (
            <g key={y}>
              <rect x="48" y={y} width="22" height="22" rx="4" fill={GREEN_DARK} />
              <path
                d={`M53 ${y + 11}l5 5 8-10`}
                stroke={WHITE}
                strokeWidth="3"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </g>
          ))}
          <rect x="80" y="58" width="20" height="14" rx="3" fill={LILAC_LIGHT} />
          <rect x="84" y="54" width="12" height="6" fill={LILAC} />
          <path d="M90 94q-8 10-8 14a8 8 0 0 0 16 0q0-4-8-14z" fill={BLUE} />
          <path d="M106 66h28M106 104h28" stroke={LILAC} strokeWidth="5" strokeLinecap="round" />
          <path d="M48 138h86" stroke={LILAC_LIGHT} strokeWidth="4" strokeLinecap="round" />
        </g>
        <CoinStack x={190} base={158} n={6} rx={22} step={12} />
      </Sky>
    </svg>
  );
}

export { content } from "../../../../core/content/missions/awareness-of-unnecessary-spending";

export const ART = {
  "leaky-wallet": LeakyWallet,
  thinking: Thinking,
  character: Character,
  "console-tile": ConsoleTile,
  "holiday-tile": HolidayTile,
  "car-tile": CarTile,
  "shopping-trip": ShoppingTrip,
  "planned-vs-spent": PlannedVsSpent,
  "shopping-list": ShoppingList,
} satisfies ArtSet;
