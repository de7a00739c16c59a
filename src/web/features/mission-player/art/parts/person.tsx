import { BLUE, GOLD, HAIR, LILAC_LIGHT, ORANGE, PINK, SKIN, SKY, WHITE } from "./palette";

/** A simple figure, head and shoulders, 28 wide and centred on x, standing on y + 52. */
export function Person({ x, y = 0, colour }: { x: number; y?: number; colour: string }) {
  return (
    <g fill={colour}>
      <circle cx={x} cy={y + 24} r="8" />
      <path d={`M${x - 14} ${y + 52}c0-12 6-18 14-18s14 6 14 18z`} />
    </g>
  );
}

/**
 * A friendly astronaut student (a mission's scenario character), about 88 wide and 158 tall,
 * its top-left corner at (x, y): backpack, suit, helmet and a smiling face.
 */
export function Student({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x - 36} ${y - 32})`}>
      <rect x="36" y="104" width="22" height="50" rx="8" fill={ORANGE} />
      <rect x="62" y="160" width="16" height="30" rx="6" fill={LILAC_LIGHT} />
      <rect x="86" y="160" width="16" height="30" rx="6" fill={LILAC_LIGHT} />
      <rect x="50" y="100" width="64" height="70" rx="26" fill={WHITE} />
      <rect
        x="106"
        y="112"
        width="14"
        height="40"
        rx="7"
        fill={WHITE}
        transform="rotate(-20 113 112)"
      />
      <circle cx="82" cy="130" r="8" fill={GOLD} />
      <circle cx="82" cy="70" r="38" fill={BLUE} opacity="0.3" stroke={WHITE} strokeWidth="4" />
      <circle cx="82" cy="74" r="24" fill={SKIN} />
      <path d="M58 70c2-18 20-26 34-20 8 3 12 10 14 18-12-6-30-8-48 2z" fill={HAIR} />
      <circle cx="73" cy="76" r="3" fill={SKY} />
      <circle cx="91" cy="76" r="3" fill={SKY} />
      <path d="M73 86q9 8 18 0" stroke={SKY} strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="67" cy="84" r="4" fill={PINK} opacity="0.6" />
      <circle cx="97" cy="84" r="4" fill={PINK} opacity="0.6" />
      <path
        d="M60 48a30 30 0 0 1 22-12"
        stroke={WHITE}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}
