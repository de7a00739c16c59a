import { GOLD, GOLD_DARK, GOLD_LIGHT, SKY } from "./palette";

/** A gold coin seen face on, centred on (x, y). */
export function Coin({
  x,
  y,
  r = 9,
  className,
}: {
  x: number;
  y: number;
  r?: number;
  className?: string;
}) {
  return (
    <g className={className}>
      <circle cx={x} cy={y} r={r} fill={GOLD} stroke={GOLD_DARK} strokeWidth="2" />
      <circle cx={x} cy={y} r={r * 0.5} fill="none" stroke={GOLD_LIGHT} strokeWidth="1.5" />
    </g>
  );
}

/**
 * A stack of `n` coins seen from the side, standing on `base`: each coin a shaded edge under
 * its top, `rx` wide and `step` apart.
 */
export function CoinStack({
  x,
  base,
  n,
  colour = GOLD,
  rx = 15,
  step = 9,
}: {
  x: number;
  base: number;
  n: number;
  colour?: string;
  rx?: number;
  step?: number;
}) {
  const ry = rx * 0.37;
  const edge = step * 0.4;
  return (
    <g>
      {Array.from({ length: n }, (_, i) => {
        const y = base - i * step;
        return (
          <g key={i}>
            <ellipse cx={x} cy={y} rx={rx} ry={ry} fill={colour} />
            <ellipse cx={x} cy={y} rx={rx} ry={ry} fill={SKY} opacity="0.3" />
            <ellipse cx={x} cy={y - edge} rx={rx} ry={ry} fill={colour} />
          </g>
        );
      })}
    </g>
  );
}
