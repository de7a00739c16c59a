/** The rocket that guides students: drawn in SVG, its flame flickering by CSS. */
export function RocketArt({
  className,
  flameClassName,
}: {
  className?: string;
  flameClassName?: string;
}) {
  return (
    <svg viewBox="0 0 120 200" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="rocket-body" x1="0" x2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.6" stopColor="#e8ecff" />
          <stop offset="1" stopColor="#aab3e8" />
        </linearGradient>
        <linearGradient id="rocket-flame" y1="0" y2="1" x1="0" x2="0">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.45" stopColor="#ffc94d" />
          <stop offset="1" stopColor="#ff7a59" stopOpacity="0" />
        </linearGradient>
      </defs>
      <g className={flameClassName}>
        <path d="M46 150q14 60 28 0z" fill="url(#rocket-flame)" />
      </g>
      <path d="M38 112l-24 30v16l26-14z" fill="#ff7a59" />
      <path d="M82 112l24 30v16l-26-14z" fill="#e0553a" />
      <path d="M60 6c26 20 34 58 26 140H34C26 64 34 26 60 6z" fill="url(#rocket-body)" />
      <path d="M60 6c10 8 18 18 22 30H38c4-12 12-22 22-30z" fill="#ff7a59" />
      <circle cx="60" cy="72" r="15" fill="#27306a" />
      <circle cx="60" cy="72" r="10" fill="#7cc4ff" />
      <path d="M54 66a8 8 0 0 1 8-3" stroke="#e8f6ff" strokeWidth="3" fill="none" />
      <path d="M52 146h16v12H52z" fill="#27306a" />
      <path d="M60 108v34" stroke="#aab3e8" strokeWidth="3" />
    </svg>
  );
}
