import { Link } from "wouter";
import { wholePercent, type MissionState } from "../../../core/progress/progress";
import { LockBadge, TickBadge } from "../../ui/badges";
import { Planet, type PlanetLook } from "../../ui/planet";
import { ProgressRing } from "../../ui/progress-ring";
import { unlockHint } from "./mission-list";
import { PATHS } from "../../../core/paths";
import styles from "./mission-tile.module.css";

type MissionTileProps = {
  slug: string;
  state: MissionState;
  /** Ticks and percentage rings are for signed-in students (spec section 2). */
  signedIn: boolean;
  look: PlanetLook;
  /** Its place in the topic, to vary the planet's colour. */
  place: number;
};

/** A mission in a topic: a link into it, or, when locked, a card saying what unlocks it. */
export function MissionTile({ slug, state, signedIn, look, place }: MissionTileProps) {
  const percent = wholePercent(state.percent);
  const inProgress = !state.complete && state.count > 0;
  const started = signedIn && inProgress;
  const icon = (
    <span className={styles.icon}>
      <span style={place ? { filter: `hue-rotate(${place * 40}deg)` } : undefined}>
        <Planet look={look} className={styles.planet} />
      </span>
      {state.locked && <LockBadge className={styles.badge} />}
      {signedIn && state.complete && <TickBadge className={styles.badge} />}
      {started && <ProgressRing percent={state.percent} className={styles.badge} />}
    </span>
  );

  if (state.locked) {
    return (
      <div className={`${styles.tile} ${styles.locked}`}>
        {icon}
        <span className={styles.name}>{state.title}</span>
        <span className={styles.status}>
          <strong>Locked.</strong> {unlockHint(state.uid)}
        </span>
      </div>
    );
  }
  return (
    // Without a page number the mission opens where the student left off.
    <Link href={PATHS.mission(slug)} className={styles.tile}>
      {icon}
      <span className={styles.name}>{state.title}</span>
      {signedIn && state.complete && <span className={styles.status}>Complete</span>}
      {started && <span className={styles.status}>{percent}% done</span>}
      {inProgress && <span className={styles.continue}>Continue</span>}
    </Link>
  );
}
