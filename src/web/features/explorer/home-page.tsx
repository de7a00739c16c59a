import { useState, type CSSProperties } from "react";
import { Link } from "wouter";
import { TOPICS } from "../../../core/content/topics";
import { Page } from "../../ui/page";
import { useTopicProgress } from "../../lib/missions";
import { lookFor, Planet } from "../../ui/planet";
import { TopicProgress } from "../../ui/topic-progress";
import { PATHS } from "../../../core/paths";
import styles from "./home-page.module.css";

/** Spec section 9: 7 orbit rings; a planet on ring k goes round once in 60 s × k. */
const RINGS = 7;
const SECONDS_PER_RING = 60;

/**
 * The topics sit on the outer five rings, each starting at its own angle so no two labels
 * overlap at first (checked at 360 px wide); the inner rings are left clear round the sun.
 */
const ORBITS = [
  { ring: 3, start: 200 },
  { ring: 4, start: 20 },
  { ring: 5, start: 110 },
  { ring: 6, start: 320 },
  { ring: 7, start: 250 },
] as const;

type OrbitStyle = CSSProperties & Record<`--${string}`, string | number>;

/** Home: the topic planets circling on their rings, each a link to its topic's missions. */
export function HomePage() {
  const [paused, setPaused] = useState(false);
  const progressOf = useTopicProgress();
  return (
    <Page>
      <div className={styles.top}>
        <p className={styles.lead}>Tap a planet to explore its missions.</p>
        <button type="button" className={styles.pause} onClick={() => setPaused(!paused)}>
          <span aria-hidden="true" className={paused ? styles.playIcon : styles.pauseIcon} />
          {paused ? "Play orbits" : "Pause orbits"}
        </button>
      </div>
      <div className={styles.system} data-paused={paused || undefined}>
        {Array.from({ length: RINGS }, (_, i) => (
          <span key={i} className={styles.ring} style={{ "--ring": i + 1 } as OrbitStyle} />
        ))}
        <span className={styles.sun} />
        <ul className={styles.planets}>
          {TOPICS.map((topic, i) => {
            const { ring, start } = ORBITS[i] ?? { ring: RINGS, start: i * 72 };
            const style: OrbitStyle = {
              "--ring": ring,
              "--start": `${start}deg`,
              "--duration": `${SECONDS_PER_RING * ring}s`,
            };
            return (
              <li key={topic.slug} className={styles.orbit} style={style}>
                <Link href={PATHS.topic(topic.slug)} className={styles.planet}>
                  <Planet look={lookFor(topic.slug)} className={styles.art} />
                  <span className={styles.name}>{topic.title}</span>
                  <TopicProgress
                    percent={progressOf(topic)}
                    ringClass={styles.progressRing}
                    wordsClass={styles.done}
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </Page>
  );
}
