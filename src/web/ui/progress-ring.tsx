const RADIUS = 10; // spec section 9: donut ring radius 10
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The spec's percentage ring, as a badge on a planet. Decorative: the words beside it say the
 * percentage ("40% done").
 */
export function ProgressRing({ percent, className }: { percent: number; className?: string }) {
  const done = (Math.min(Math.max(percent, 0), 100) / 100) * CIRCUMFERENCE;
  return (
    <svg className={className} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="13" fill="var(--sky)" />
      <circle cx="14" cy="14" r={RADIUS} fill="none" stroke="var(--panel-2)" strokeWidth="4" />
      <circle
        cx="14"
        cy="14"
        r={RADIUS}
        fill="none"
        stroke="var(--accent)"
        strokeWidth="4"
        strokeDasharray={`${done} ${CIRCUMFERENCE}`}
        transform="rotate(-90 14 14)"
      />
    </svg>
  );
}
