import { useId } from "react";
import { BLUE, GOLD, GOLD_LIGHT, LILAC, NAVY, ORANGE, WHITE } from "./palette";

/**
 * The app's rocket in a mission's drawing: `height` tall (and 0.6 of that wide), centred on
 * (x, y), its nose turned `angle` degrees clockwise from straight up, a flame underneath.
 */
export function Spaceship({
  x,
  y,
  height,
  angle = 0,
}: {
  x: number;
  y: number;
  height: number;
  angle?: number;
}) {
  const id = useId();
  return (
    // To animate it, wrap it in a group: a CSS transform here would replace this attribute.
    <g
      transform={`translate(${x} ${y}) rotate(${angle}) scale(${height / 200}) translate(-60 -100)`}
    >
      <defs>
        <linearGradient id={`${id}-body`} x1="0" x2="1">
          <stop offset="0" stopColor={WHITE} />
          <stop offset="1" stopColor={LILAC} />
        </linearGradient>
        <linearGradient id={`${id}-flame`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="0.45" stopColor={GOLD} />
          <stop offset="1" stopColor={ORANGE} stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d="M46 150q14 50 28 0z" fill={`url(#${id}-flame)`} />
      <path d="M38 112l-24 30v16l26-14zM82 112l24 30v16l-26-14z" fill={ORANGE} />
      <path d="M60 6c26 20 34 58 26 140H34C26 64 34 26 60 6z" fill={`url(#${id}-body)`} />
      <path d="M60 6c10 8 18 18 22 30H38c4-12 12-22 22-30z" fill={ORANGE} />
      <circle cx="60" cy="72" r="15" fill={NAVY} />
      <circle cx="60" cy="72" r="10" fill={BLUE} />
      <path d="M52 146h16v12H52z" fill={NAVY} />
    </g>
  );
}
