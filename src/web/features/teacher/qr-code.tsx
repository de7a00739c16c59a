import { useMemo } from "react";
import { encode } from "uqr";
import styles from "./teacher.module.css";

/** Modules of light margin round the code, as the QR standard asks for a scanner to find it. */
const QUIET = 4;

/**
 * A QR code drawn here, as inline SVG (issue 24.2: no third-party service sees the link). Dark
 * modules on white whatever the theme, one path, crisp at any size.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => {
    const { data, size } = encode(text, { ecc: "M", border: 0 });
    const runs = data.flatMap((row, y) =>
      row.flatMap((dark, x) => (dark ? [`M${x + QUIET} ${y + QUIET}h1v1h-1z`] : [])),
    );
    return { size: size + 2 * QUIET, d: runs.join("") };
  }, [text]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
