import { Link } from "wouter";
import { PATHS } from "../../core/paths";
import styles from "./banners.module.css";

/** The animated 'Quiz time' banner before a mission's questions (spec section 2). */
export function QuizTimeBanner() {
  // Hidden from screen readers, who hear "Quiz time" from the page's heading: once, not twice.
  return (
    <p className={styles.quizTime} aria-hidden="true">
      <Stars />
      <span className={styles.words}>Quiz time</span>
      <Stars />
    </p>
  );
}

/** 'Mission accomplished!': tapping it leads to Mission control (spec section 2). */
export function MissionAccomplishedBanner() {
  return (
    <Link href={PATHS.missions} className={styles.accomplished}>
      <span className={styles.words}>Mission accomplished!</span>
      <span className={styles.sub}>Back to Mission control</span>
    </Link>
  );
}

function Stars() {
  return (
    <svg className={styles.stars} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 2l4.5 12.5L37 20l-12.5 4.5L20 37l-4.5-12.5L3 20l12.5-5.5z" />
    </svg>
  );
}
