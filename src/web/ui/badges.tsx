/** A padlock: locked (spec section 2). Decorative: the text beside it says so. */
export function LockBadge({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#0b1026" />
      <path d="M8.5 11V8.5a3.5 3.5 0 0 1 7 0V11" stroke="#f4f6ff" strokeWidth="2" fill="none" />
      <rect x="6.5" y="10.5" width="11" height="8" rx="2" fill="#ffc94d" />
    </svg>
  );
}

/** A tick: complete. Decorative: the text beside it says so. */
export function TickBadge({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#6ee7a8" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        stroke="#0b1026"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A lock or tick badge with words for screen readers, read after the name it follows:
 * "Everyday (opened)", "Types of cards (locked)".
 */
export function Marked({
  badge,
  words,
  className,
}: {
  badge: "lock" | "tick";
  words: string;
  className?: string;
}) {
  const Badge = badge === "lock" ? LockBadge : TickBadge;
  return (
    <>
      <Badge className={className} />
      <span className="visually-hidden"> ({words})</span>
    </>
  );
}
