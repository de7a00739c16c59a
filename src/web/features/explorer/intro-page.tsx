import { useEffect, useState, type MouseEvent } from "react";
import { Link, useLocation } from "wouter";
import { Page } from "../../ui/page";
import buttons from "../../ui/button.module.css";
import { RocketArt } from "./rocket-art";
import { PATHS } from "../../../core/paths";
import styles from "./intro-page.module.css";

const LAUNCH_MS = 1200;

/** The launch must never hold anyone up: it is skipped when nothing may move. */
function motionAllowed() {
  return (
    document.documentElement.dataset.animation !== "off" &&
    !window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** The intro: the rocket, what Rocket is, a way in (with a short launch) and a skip. */
export function IntroPage() {
  const [, navigate] = useLocation();
  const [launching, setLaunching] = useState(false);

  useEffect(() => {
    if (!launching) return;
    // Home follows the launch animation's end, or this, whichever comes first.
    const timer = window.setTimeout(() => navigate(PATHS.home), LAUNCH_MS);
    return () => window.clearTimeout(timer);
  }, [launching, navigate]);

  const launch = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!motionAllowed()) return; // the link simply goes to Home
    event.preventDefault();
    setLaunching(true);
  };

  return (
    <div className={styles.intro}>
      <Link href={PATHS.home} className={`${buttons.secondary} ${styles.skip}`}>
        Skip intro
      </Link>
      <Page>
        <div className={styles.layout}>
          <div className={styles.stage} onAnimationEnd={() => launching && navigate(PATHS.home)}>
            <RocketArt
              className={launching ? `${styles.rocket} ${styles.launch}` : styles.rocket}
              flameClassName={styles.flame}
            />
          </div>
          <div className={styles.copy}>
            <p className={styles.tagline}>Money skills for your journey through life.</p>
            <p>
              Fly to five planets and take on missions about banking, budgeting, ways to pay, credit
              and life after school. No account needed: just jump in.
            </p>
            <Link href={PATHS.home} className={`${buttons.primary} ${styles.go}`} onClick={launch}>
              Launch and explore
            </Link>
          </div>
        </div>
      </Page>
    </div>
  );
}
