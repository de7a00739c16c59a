import { useState } from "react";
import { Link } from "wouter";
import { useSettings } from "../../lib/settings";
import buttons from "../../ui/button.module.css";
import { Page } from "../../ui/page";
import { PATHS } from "../../../core/paths";
import styles from "./whoop.module.css";

const STARS = [
  [12, 18],
  [30, 8],
  [52, 22],
  [74, 10],
  [88, 28],
  [20, 48],
  [82, 54],
  [8, 70],
  [92, 78],
] as const;

/**
 * A celebration: a rocket lifts off, leaves the sky and lands back on its pad, in about four
 * seconds (so no pause control is needed). With animations off it is a still picture of the
 * rocket on its pad.
 */
export function WhoopPage() {
  const animation = useSettings((s) => s.settings.animation);
  const moving = animation && !matchMedia("(prefers-reduced-motion: reduce)").matches;
  const [launch, setLaunch] = useState(0);
  return (
    <Page heading="Whoop-whoop!">
      <p className={styles.lead}>
        You found the launch pad. Every mission you finish makes you a sharper money explorer: give
        yourself a high five!
      </p>
      <div className={styles.sky}>
        <svg
          key={launch}
          className={styles.scene}
          viewBox="0 0 100 100"
          role="img"
          aria-label="A rocket blasts off from its launch pad into a starry sky."
        >
          {STARS.map(([x, y], i) => (
            <circle
              key={i}
              className={styles.star}
              style={{ animationDelay: `${(i % 3) * 0.3}s` }}
              cx={x}
              cy={y}
              r={i % 2 ? 0.9 : 1.3}
              fill="#f4f6ff"
            />
          ))}
          <rect x="30" y="90" width="40" height="4" rx="2" fill="#27306a" />
          <g className={styles.rocket}>
            <g className={styles.flame}>
              <path d="M45 80 L50 96 L55 80 Z" fill="#ff7a59" />
              <path d="M47 80 L50 90 L53 80 Z" fill="#ffc94d" />
            </g>
            <path d="M50 40 C58 46 61 58 59 78 H41 C39 58 42 46 50 40 Z" fill="#e8ecff" />
            <circle cx="50" cy="58" r="4.5" fill="#7cc4ff" stroke="#27306a" strokeWidth="1.5" />
            <path d="M41 68 L34 80 L41 78 Z M59 68 L66 80 L59 78 Z" fill="#ff7a59" />
          </g>
        </svg>
      </div>
      <p className={styles.links}>
        {moving && (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setLaunch((n) => n + 1)}
          >
            Launch again
          </button>
        )}
        <Link href={PATHS.home} className={buttons.primary}>
          Fly back home
        </Link>
        <Link href={PATHS.missions} className={buttons.secondary}>
          Mission control
        </Link>
      </p>
    </Page>
  );
}
