import type { ArtSet } from "./art-set";
import styles from "./buy-now-pay-later.module.css";
import { CoinStack } from "./parts/coin";
import {
  BLUE,
  GOLD,
  GOLD_DARK,
  GREEN,
  GREEN_DARK,
  LILAC,
  NAVY,
  PINK,
  PURPLE,
  ROW,
  SCREEN,
  SKY,
  WHITE,
} from "./parts/palette";
import { Sky } from "./parts/sky";

/** Buy now pay later (m9): split payments, the sign-up check, limits, paying, pros and cons. */

/** A pink sneaker with a white sole, its toe to the right, sitting on y 150 from x 20. */
function Sneaker() {
  return (
    <g>
      <path d="M24 146v-34q0-10 10-10h28l22 22 40 10q12 3 12 12z" fill={PINK} />
      <path d="M48 104l6 14M60 108l6 14M72 116l4 10" stroke={WHITE} strokeWidth="4" />
      <rect x="20" y="144" width="120" height="12" rx="6" fill={WHITE} />
    </g>
  );
}

/** Page 1: a sneaker's price becomes four equal stacks of coins, paid one after another. */
function SplitPayments() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <Sneaker />
      <path
        d="M150 110h24m-8-8l8 8-8 8"
        stroke={LILAC}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} className={styles.payment} style={{ animationDelay: `${0.3 + i * 0.5}s` }}>
          <CoinStack x={200 + i * 30} base={156} n={3} rx={12} step={10} />
          <rect x={190 + i * 30} y="166" width="20" height="6" rx="3" fill={GREEN} />
        </g>
      ))}
    </svg>
  );
}

/** Page 2: a sign-up form on a phone; a magnifying glass comes to rest where the hotspot is. */
function SignUpForm() {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={240} />
      <rect x="56" y="8" width="176" height="224" rx="24" fill={NAVY} stroke={LILAC} />
      <rect x="66" y="22" width="156" height="196" rx="14" fill={SCREEN} />
      {[36, 74, 112, 150].map((y) => (
        <g key={y}>
          <rect x="78" y={y} width="70" height="6" rx="3" fill={WHITE} opacity="0.6" />
          <rect x="78" y={y + 10} width="132" height="18" rx="6" fill={ROW} stroke={LILAC} />
        </g>
      ))}
      <rect x="100" y="188" width="88" height="20" rx="10" fill={GREEN} />
      <path d="M134 198l6 6 12-12" stroke={SKY} strokeWidth="4" fill="none" />
      <g className={styles.magnifier}>
        <circle cx="212" cy="144" r="34" fill={BLUE} opacity="0.25" />
        <circle cx="212" cy="144" r="34" fill="none" stroke={GOLD} strokeWidth="8" />
        <path d="M238 170l30 30" stroke={GOLD_DARK} strokeWidth="14" strokeLinecap="round" />
      </g>
    </svg>
  );
}

/** Page 3: a limit that grows bar by bar, a gold tick over each on-time payment. */
function LimitBar() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <path d="M40 176h240" stroke={LILAC} strokeWidth="3" />
      {[50, 90, 130].map((h, i) => (
        <g key={h}>
          <g className={styles.bar} style={{ animationDelay: `${0.2 + i * 0.6}s` }}>
            <rect x={70 + i * 70} y={176 - h} width="44" height={h} rx="6" fill={GREEN} />
          </g>
          <circle cx={92 + i * 70} cy={156 - h} r="12" fill={GOLD} />
          <path d={`M${86 + i * 70} ${156 - h}l4 5 8-9`} stroke={SKY} strokeWidth="3" fill="none" />
        </g>
      ))}
    </svg>
  );
}

/** Page 4: a shop and a laptop checkout, with a phone tapping to pay between them. */
function StoreAndOnline() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <rect x="16" y="80" width="100" height="96" fill={NAVY} />
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={`M${10 + i * 22.4} 62h22.4v18q-11.2 12-22.4 0z`}
          fill={i % 2 ? WHITE : PINK}
        />
      ))}
      <rect x="50" y="118" width="32" height="58" rx="4" fill={SCREEN} />
      <rect x="136" y="96" width="40" height="70" rx="8" fill={WHITE} />
      <rect x="141" y="104" width="30" height="50" rx="4" fill={PURPLE} />
      {[10, 18].map((r) => (
        <path
          key={r}
          d={`M${156 - r} ${88 - r * 0.4}a${r} ${r} 0 0 1 ${r * 2} 0`}
          stroke={GOLD}
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
      ))}
      <rect x="200" y="82" width="100" height="72" rx="6" fill={LILAC} />
      <rect x="206" y="88" width="88" height="60" rx="3" fill={SCREEN} />
      <rect x="216" y="100" width="50" height="6" rx="3" fill={WHITE} opacity="0.6" />
      <rect x="230" y="124" width="50" height="14" rx="7" fill={GREEN} />
      <path d="M190 154h120l-8 14h-104z" fill={LILAC} />
    </svg>
  );
}

/** A tile picture: a coin stack beside a round badge (a tick for pros, a cross for cons). */
function Verdict({ good }: { good: boolean }) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={240} height={160} />
      <CoinStack x={80} base={124} n={good ? 5 : 2} rx={26} step={14} />
      <circle cx="168" cy="76" r="40" fill={good ? GREEN : PINK} />
      <path
        d={good ? "M150 78l12 12 24-26" : "M152 60l32 32M184 60l-32 32"}
        stroke={good ? GREEN_DARK : SKY}
        strokeWidth="10"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export { content } from "../../../../core/content/missions/buy-now-pay-later";

export const ART = {
  "split-payments": SplitPayments,
  "sign-up-form": SignUpForm,
  "limit-bar": LimitBar,
  "store-and-online": StoreAndOnline,
  pros: () => <Verdict good />,
  cons: () => <Verdict good={false} />,
} satisfies ArtSet;
