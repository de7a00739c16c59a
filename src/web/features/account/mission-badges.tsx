import { TOPICS } from "../../../core/content/topics";
import { wholePercent, type MissionState } from "../../../core/progress/progress";
import styles from "./profile.module.css";

type Badge = { kind: "complete" | "progress" | "new" | "locked"; text: string };

export function badgeOf(mission: MissionState): Badge {
  if (mission.locked) return { kind: "locked", text: "Locked" };
  if (mission.complete) return { kind: "complete", text: "Complete" };
  if (mission.count > 0) {
    return { kind: "progress", text: `In progress: ${wholePercent(mission.percent)}%` };
  }
  return { kind: "new", text: "Not started" };
}

/**
 * A badge per mission, grouped by topic in journey order: a tick, a percentage ring, an empty
 * ring or a lock, always with words.
 */
export function MissionBadges({ missions }: { missions: MissionState[] }) {
  return TOPICS.map((topic) => (
    <section key={topic.slug} aria-labelledby={`badges-${topic.slug}`}>
      <h3 id={`badges-${topic.slug}`} className={styles.badgeTopic}>
        {topic.title}
      </h3>
      <ul className={styles.badges}>
        {topic.missions.flatMap(({ uid }) => {
          const mission = missions.find((m) => m.uid === uid);
          if (!mission) return [];
          const badge = badgeOf(mission);
          return (
            <li key={uid} className={styles.badge} data-kind={badge.kind}>
              <BadgeIcon kind={badge.kind} percent={mission.percent} />
              <span>
                <span className={styles.badgeTitle}>{mission.title}</span>
                <span className={styles.badgeText}>{badge.text}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}

const R = 15;
const CIRCUMFERENCE = 2 * Math.PI * R;

function BadgeIcon({ kind, percent }: { kind: Badge["kind"]; percent: number }) {
  return (
    <svg className={styles.badgeIcon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r={R} className={styles.track} />
      {kind === "progress" && (
        <circle
          cx="20"
          cy="20"
          r={R}
          className={styles.arc}
          strokeDasharray={`${(percent / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 20 20)"
        />
      )}
      {kind === "complete" && (
        <>
          <circle cx="20" cy="20" r={R} className={styles.done} />
          <path d="M13 20.5l5 5 9-10" className={styles.tick} />
        </>
      )}
      {kind === "locked" && (
        <>
          <rect x="13" y="19" width="14" height="10" rx="2" className={styles.lock} />
          <path d="M16 19v-3a4 4 0 0 1 8 0v3" className={styles.shackle} />
        </>
      )}
    </svg>
  );
}
