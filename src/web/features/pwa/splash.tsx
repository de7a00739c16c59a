import { useEffect, useState } from "react";
import { whenIdle } from "../../lib/when-idle";
import { migrateLegacyFlags } from "./legacy-flags";
import { shouldShowSplash, SPLASH_MS } from "./splash-rules";
import styles from "./splash.module.css";

const SHOWN_KEY = "rocket.splashShown";

function session(action: (storage: Storage) => string | null | void) {
  try {
    return action(window.sessionStorage);
  } catch {
    return null; // No session storage: the splash then shows once per page load.
  }
}

function launchedAsApp(): boolean {
  // Never on the build's prerender; an installed app's pages come from its service worker
  // (index.html, drawn from scratch), so the splash never meets a hydrated first screen.
  if (typeof window === "undefined") return false;
  const shownBefore = session((s) => s.getItem(SHOWN_KEY)) != null;
  const nav: Navigator & { standalone?: boolean } = navigator;
  return shouldShowSplash({
    standalone: window.matchMedia("(display-mode: standalone)").matches,
    iosStandalone: nav.standalone === true,
    shownBefore,
  });
}

/**
 * On start: migrates legacy stored flags (once the browser is idle: nothing on screen needs
 * them, and a first read of storage is slow on a slow phone), and when Rocket was launched as an installed app
 * shows the splash (rocket and name on the dark sky) for 3 s. Decorative, so hidden from
 * screen readers; the rocket only drifts when motion is welcome.
 */
export function Splash() {
  const [visible, setVisible] = useState(launchedAsApp);

  useEffect(() => whenIdle(migrateLegacyFlags), []);

  useEffect(() => {
    if (!visible) return;
    session((s) => s.setItem(SHOWN_KEY, "1"));
    const timer = setTimeout(() => setVisible(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div className={styles.splash} aria-hidden="true" data-testid="splash">
      <svg className={styles.rocket} viewBox="0 0 64 64">
        <path d="M32 4c10 8 14 20 12 34H20C18 24 22 12 32 4z" fill="#e8ecff" />
        <circle cx="32" cy="24" r="6" fill="#7cc4ff" stroke="#27306a" strokeWidth="2" />
        <path d="M20 38l-8 10 10-2zM44 38l8 10-10-2z" fill="#ff7a59" />
        <path d="M26 40h12l-6 16z" fill="#ffc94d" />
      </svg>
      <p className={styles.name}>Rocket</p>
    </div>
  );
}
