import type { PlanetName } from "../../../../../core/content/schema";
import { Planet, PLANET_LOOKS } from "../../../../ui/planet";

/**
 * The app's planet (the one on topic pages and planet buttons) inside a mission's drawing,
 * its round body of radius r centred on (cx, cy); a ring reaches out further.
 */
export function PlanetAt({
  name,
  cx,
  cy,
  r,
}: {
  name: PlanetName;
  cx: number;
  cy: number;
  r: number;
}) {
  // The planet's own drawing is 100 units across with a body of radius 31.
  const size = (r * 100) / 31;
  return (
    <svg x={cx - size / 2} y={cy - size / 2} width={size} height={size} overflow="visible">
      <Planet look={PLANET_LOOKS[name]} />
    </svg>
  );
}
