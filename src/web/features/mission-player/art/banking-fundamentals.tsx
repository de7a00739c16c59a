import { useId, useState, type CSSProperties, type ReactNode } from "react";
import type { ArtSet } from "./art-set";
import { Bank } from "./parts/bank";
import { Coin, CoinStack } from "./parts/coin";
import {
  BLUE,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  GREEN,
  GREEN_DEEP,
  GREEN_LIGHT,
  LILAC,
  LILAC_LIGHT,
  NAVY,
  ORANGE,
  PINK,
  ROW,
  SCREEN,
  SKY,
  WHITE,
} from "./parts/palette";
import { Person, Student } from "./parts/person";
import { PlanetAt } from "./parts/planet";
import { RoundIcon } from "./parts/round-icon";
import { Sky } from "./parts/sky";
import styles from "./banking-fundamentals.module.css";

/**
 * The comet's timing (spec section 9): it waits 1 to 3 s, then takes 4 to 4.3 s to cross.
 * Pure, so a test can pin `random`.
 */
export function cometTiming(random: () => number = Math.random): {
  delay: number;
  duration: number;
} {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { delay: round(1 + 2 * random()), duration: round(4 + 0.3 * random()) };
}

/** Page 0: a bank on a little planet at night; a comet streaks over its roof now and then. */
function Comet() {
  const id = useId();
  const [timing] = useState(() => cometTiming());
  const style = {
    "--comet-delay": `${timing.delay}s`,
    "--comet-duration": `${timing.duration}s`,
  } as CSSProperties;
  return (
    <svg
      viewBox="0 0 400 240"
      aria-hidden="true"
      focusable="false"
      className={styles.art}
      style={style}
    >
      <defs>
        <radialGradient id={`${id}-ground`} cx="40%" cy="10%" r="70%">
          <stop offset="0" stopColor={GREEN_LIGHT} />
          <stop offset="0.35" stopColor={GREEN} />
          <stop offset="1" stopColor={GREEN_DEEP} />
        </radialGradient>
        <linearGradient id={`${id}-tail`}>
          <stop offset="0" stopColor={WHITE} stopOpacity="0" />
          <stop offset="1" stopColor={GOLD_LIGHT} />
        </linearGradient>
      </defs>
      <Sky width={400} height={240}>
        <PlanetAt name="gold" cx={340} cy={64} r={18} />
        <circle cx="200" cy="430" r="240" fill={`url(#${id}-ground)`} />
        <Bank transform="translate(135 96) scale(1.3)" />
        <g className={styles.comet}>
          <g transform="rotate(12)">
            <path d="M0-5L-90 0 0 5z" fill={`url(#${id}-tail)`} />
            <circle r="10" fill={GOLD_LIGHT} opacity="0.3" />
            <circle r="5" fill={WHITE} />
          </g>
        </g>
      </Sky>
    </svg>
  );
}

/** A row of the banking app: an icon circle, two lines of "text" and an amount. */
function Row({ y, h, colour, icon }: { y: number; h: number; colour: string; icon: ReactNode }) {
  const mid = y + h / 2;
  return (
    <g>
      <rect
        x="64"
        y={y}
        width="192"
        height={h}
        rx="12"
        fill={ROW}
        stroke={colour}
        strokeWidth="2"
      />
      <circle cx="90" cy={mid} r={h / 4} fill={colour} />
      <g
        stroke={SKY}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
        transform={`translate(90 ${mid})`}
      >
        {icon}
      </g>
      <rect x="114" y={mid - 10} width="68" height="8" rx="4" fill={WHITE} opacity="0.8" />
      <rect x="114" y={mid + 4} width="44" height="6" rx="3" fill={WHITE} opacity="0.4" />
      <rect x="204" y={mid - 6} width="40" height="12" rx="6" fill={colour} />
    </g>
  );
}

/** Page 2: a phone banking screen. Its balance, deposit and interest rows match the hotspots. */
function BankStatement() {
  const id = useId();
  return (
    <svg viewBox="0 0 320 360" aria-hidden="true" focusable="false" className={styles.art}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="1" stopColor={GOLD} />
        </linearGradient>
      </defs>
      <Sky width={320} height={360} />
      <rect
        x="44"
        y="8"
        width="232"
        height="344"
        rx="30"
        fill={NAVY}
        stroke={LILAC}
        strokeWidth="3"
      />
      <rect x="54" y="22" width="212" height="316" rx="18" fill={SCREEN} />
      <rect x="64" y="36" width="192" height="84" rx="12" fill={`url(#${id})`} />
      <rect x="80" y="54" width="60" height="8" rx="4" fill={SKY} opacity="0.35" />
      <rect x="80" y="74" width="110" height="20" rx="10" fill={SKY} opacity="0.75" />
      <circle cx="226" cy="66" r="14" fill={GOLD_LIGHT} stroke={GOLD_DARK} strokeWidth="3" />
      <Row y={135} h={59} colour={GREEN} icon={<path d="M0-8v15M-6 2l6 6 6-6" />} />
      <Row y={201} h={50} colour={PINK} icon={<path d="M0 7v-13M-5-2l5-5 5 5" />} />
      <Row
        y={259}
        h={59}
        colour={BLUE}
        icon={
          <>
            <path d="M6-7L-6 7" />
            <circle cx="-5" cy="-5" r="2" />
            <circle cx="5" cy="5" r="2" />
          </>
        }
      />
    </svg>
  );
}

/** Page 3: the scenario's character, a friendly astronaut student, beside the car to buy. */
function Character() {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={240} height={200}>
        <ellipse cx="120" cy="200" rx="150" ry="30" fill={LILAC} />
        <Student x={36} y={32} />
        <path d="M140 176v-22l14-20h44l16 20h10v22z" fill={ORANGE} />
        <path d="M160 138h16v16h-26zM182 138h14l12 16h-26z" fill={BLUE} />
        <circle cx="162" cy="178" r="11" fill={NAVY} />
        <circle cx="206" cy="178" r="11" fill={NAVY} />
        <circle cx="162" cy="178" r="4" fill={LILAC} />
        <circle cx="206" cy="178" r="4" fill={LILAC} />
      </Sky>
    </svg>
  );
}

/** Page 4: a vault holding only a little cash; in front, where the money comes from. */
function BankVault() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200}>
        <rect x="16" y="22" width="176" height="160" rx="14" fill={NAVY} />
        <circle cx="100" cy="102" r="62" fill={LILAC} />
        <circle cx="100" cy="102" r="54" fill={SCREEN} />
        <CoinStack x={92} base={138} n={2} colour={GOLD} />
        <CoinStack x={112} base={140} n={1} colour={GOLD} />
        <ellipse cx="182" cy="102" rx="14" ry="56" fill={LILAC_LIGHT} />
        <rect x="176" y="94" width="12" height="16" rx="4" fill={NAVY} />
        <CoinStack x={226} base={178} n={8} colour={GREEN} />
        <CoinStack x={260} base={178} n={4} colour={GOLD} />
        <CoinStack x={294} base={178} n={5} colour={BLUE} />
      </Sky>
    </svg>
  );
}

/** Diagram icons: a depositor with a coin, the bank, a borrower with a new home. */
function IconDepositors() {
  return (
    <RoundIcon>
      <Person x={26} colour={GREEN} />
      <Coin x={46} y={26} r={8} />
    </RoundIcon>
  );
}

function IconBank() {
  return (
    <RoundIcon>
      <Bank transform="translate(10 13) scale(0.44)" />
    </RoundIcon>
  );
}

function IconBorrowers() {
  return (
    <RoundIcon>
      <Person x={24} colour={BLUE} />
      <path d="M38 40l9-9 9 9v13H38z" fill={ORANGE} />
      <rect x="45" y="45" width="5" height="8" fill={SKY} />
    </RoundIcon>
  );
}

export { content } from "../../../../core/content/missions/banking-fundamentals";

export const ART = {
  comet: Comet,
  "bank-statement": BankStatement,
  character: Character,
  "bank-vault": BankVault,
  "icon-depositors": IconDepositors,
  "icon-bank": IconBank,
  "icon-borrowers": IconBorrowers,
} satisfies ArtSet;
