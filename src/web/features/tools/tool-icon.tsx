/** Calculator art for the two tools: a calculator with a coin (savings) or a receipt (repayment). */
export function ToolIcon({ kind }: { kind: "repayment" | "savings" }) {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <rect x="10" y="6" width="36" height="50" rx="6" fill="#e8ecff" />
      <rect x="15" y="11" width="26" height="11" rx="2" fill="#27306a" />
      <g fill="#7cc4ff">
        <rect x="15" y="27" width="7" height="6" rx="1.5" />
        <rect x="24.5" y="27" width="7" height="6" rx="1.5" />
        <rect x="34" y="27" width="7" height="6" rx="1.5" />
        <rect x="15" y="36" width="7" height="6" rx="1.5" />
        <rect x="24.5" y="36" width="7" height="6" rx="1.5" />
        <rect x="15" y="45" width="16.5" height="6" rx="1.5" />
      </g>
      <rect x="34" y="36" width="7" height="15" rx="1.5" fill="#ff7a59" />
      {kind === "savings" ? (
        <g>
          <circle cx="48" cy="46" r="12" fill="#ffc94d" stroke="#c46f12" strokeWidth="2.5" />
          <path
            d="M52 41.5h-5a2.75 2.75 0 0 0 0 5.5h2a2.75 2.75 0 0 1 0 5.5h-5M48 38.5v3M48 52.5v3"
            stroke="#7a4300"
            strokeWidth="2.2"
            strokeLinecap="round"
            fill="none"
          />
        </g>
      ) : (
        <g>
          <path
            d="M38 30h20v28l-3.3-2.5-3.4 2.5-3.3-2.5-3.4 2.5-3.3-2.5L38 58z"
            fill="#fff"
            stroke="#aab3e8"
            strokeWidth="1.5"
          />
          <path
            d="M42 37h12M42 43h12M42 49h7"
            stroke="#27306a"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </g>
      )}
    </svg>
  );
}
