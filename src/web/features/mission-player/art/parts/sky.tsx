import type { ReactNode } from "react";
import { SKY, WHITE } from "./palette";

/* The starry night sky every mission's pictures are drawn on. */

/** Stars as [x, y, r] in a 400 × 240 field, stretched to each picture's size. */
const STARS: readonly (readonly [number, number, number])[] = [
  [22, 20, 1.4],
  [64, 150, 1],
  [120, 34, 1.2],
  [178, 112, 0.9],
  [230, 18, 1.5],
  [296, 58, 1],
  [300, 170, 1.2],
  [352, 26, 1.3],
  [380, 120, 1],
  [30, 96, 1],
];

/** The sky as a rounded rectangle of `width` × `height`, with stars; `children` go on top. */
export function Sky({
  width,
  height,
  rx = 16,
  children,
}: {
  width: number;
  height: number;
  rx?: number;
  children?: ReactNode;
}) {
  return (
    <>
      <rect width={width} height={height} rx={rx} fill={SKY} />
      <g fill={WHITE} opacity="0.7">
        {STARS.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={(x * width) / 400} cy={(y * height) / 240} r={r} />
        ))}
      </g>
      {children}
    </>
  );
}
