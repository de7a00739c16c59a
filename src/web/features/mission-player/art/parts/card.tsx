import { useId } from "react";
import {
  BLUE,
  BLUE_DARK,
  GOLD,
  GOLD_DARK,
  GREEN,
  GREEN_DARK,
  ORANGE,
  PINK,
  PURPLE,
  SKY,
  WHITE,
} from "./palette";

/** Card colours as gradients, one per kind of card a mission shows. */
export const CARD_LOOKS = {
  gold: [GOLD, ORANGE],
  blue: [BLUE, BLUE_DARK],
  green: [GREEN, GREEN_DARK],
  pink: [PINK, PURPLE],
} as const;

/**
 * A bank card with its top-left corner at (x, y), 150 wide (or `width`) and 95 tall at that
 * scale: chip, stripe and number dots.
 */
export function Card({
  x,
  y,
  look,
  width = 150,
}: {
  x: number;
  y: number;
  look: keyof typeof CARD_LOOKS;
  width?: number;
}) {
  const id = useId();
  const [from, to] = CARD_LOOKS[look];
  return (
    <g transform={`translate(${x} ${y}) scale(${width / 150})`}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="150" height="95" rx="10" fill={`url(#${id})`} />
      <rect y="62" width="150" height="8" fill={SKY} opacity="0.25" />
      <rect x="14" y="24" width="26" height="20" rx="4" fill={GOLD} />
      <path d="M14 34h26M27 24v20" stroke={GOLD_DARK} strokeWidth="1.5" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={14 + i * 30}
          y="78"
          width="24"
          height="5"
          rx="2.5"
          fill={WHITE}
          opacity="0.8"
        />
      ))}
    </g>
  );
}
