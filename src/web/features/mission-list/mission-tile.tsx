import { Link } from "wouter";
import type { MissionState } from "../../../core/progress/progress";
import { LockBadge, TickBadge } from "../../ui/badges";
import { Planet, type PlanetLook } from "../../ui/planet";
import { unlockHint } from "./mission-list";
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

const RING_RADIUS = 10; // spec section 9: donut ring radius 10
const CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

/** A mission in a topic: a link into it, or, when locked, a card saying what unlocks it. */
export function MissionTile({ slug, state, signedIn, look, place }: MissionTileProps) {
  const percent = Math.round(state.percent);
  const started = signedIn && !state.complete && state.count > 0;
  const icon = (
    <span className={styles.icon}>
      <span style={place ? { filter: `hue-rotate(${place * 40}deg)` } : undefined}>
        <Planet look={look} className={styles.planet} />
      </span>
      {state.locked && <LockBadge className={styles.badge} />}
      {signedIn && state.complete && <TickBadge className={styles.badge} />}
      {started && <Ring percent={state.percent} />}
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
    <Link href={`/mission/${slug}/0`} className={styles.tile}>
      {icon}
      <span className={styles.name}>{state.title}</span>
      {signedIn && state.complete && <span className={styles.status}>Complete</span>}
      {started && <span className={styles.status}>{percent}% done</span>}
    </Link>
  );
}

function Ring({ percent }: { percent: number }) {
  const done = (percent / 100) * CIRCUMFERENCE;
  return (
    <svg className={styles.badge} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="13" fill="#0b1026" />
      <circle cx="14" cy="14" r={RING_RADIUS} fill="none" stroke="#27306a" strokeWidth="4" />
      <circle
        cx="14"
        cy="14"
        r={RING_RADIUS}
        fill="none"
        stroke="#ffc94d"
        strokeWidth="4"
        strokeDasharray={`${done} ${CIRCUMFERENCE}`}
        transform="rotate(-90 14 14)"
      />
    </svg>
  );
}
