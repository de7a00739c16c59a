import { GOLD, GOLD_LIGHT, LILAC, LILAC_LIGHT, NAVY, WHITE } from "./palette";

/** A bank with columns, 100 × 82 in its own units, placed by `transform`. */
export function Bank({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <rect x="10" y="32" width="80" height="38" fill={LILAC_LIGHT} />
      <path d="M4 27L50 4l46 23z" fill={GOLD} />
      <circle cx="50" cy="18" r="5" fill={GOLD_LIGHT} />
      <rect x="7" y="26" width="86" height="7" rx="2" fill={WHITE} />
      {[14, 30, 62, 78].map((x) => (
        <rect key={x} x={x} y="35" width="8" height="34" rx="2" fill={WHITE} />
      ))}
      <rect x="43" y="46" width="14" height="24" rx="7" fill={NAVY} />
      <rect x="5" y="69" width="90" height="6" rx="2" fill={WHITE} />
      <rect y="75" width="100" height="7" rx="2" fill={LILAC} />
    </g>
  );
}
