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
 * The topics sit on the outer five rings, each starting at its own angle; the inner rings are
 * left clear round the sun. Their names are in the key under the rings, never on the planets:
 * planets on rings of different speeds pass each other, and names carried along would overlap
 * (docs/decisions/0042).
 */
const ORBITS = [
  { ring: 3, start: 200 },
  { ring: 4, start: 20 },
  { ring: 5, start: 110 },
  { ring: 6, start: 320 },
  { ring: 7, start: 250 },
] as const;

type OrbitStyle = CSSProperties & Record<`--${string}`, string | number>;

/**
 * Home: the topic planets circling on their rings, and the key under them, a link per topic
 * with its planet, name and progress. A planet on its ring opens its topic too, for a tap; the
 * key is the way in for the keyboard and screen readers, so each topic is one link to them.
 */
export function HomePage() {
  const [paused, setPaused] = useState(false);
  const progressOf = useTopicProgress();
  return (
    <Page>
      <div className={styles.top}>
        <p className={styles.lead}>Tap a planet, or its name, to explore its missions.</p>
        <button type="button" className={styles.pause} onClick={() => setPaused(!paused)}>
          <span aria-hidden="true" className={paused ? styles.playIcon : styles.pauseIcon} />
          {paused ? "Play orbits" : "Pause orbits"}
        </button>
      </div>
      <div className={styles.system} data-paused={paused || undefined} aria-hidden="true">
        {Array.from({ length: RINGS }, (_, i) => (
          <span key={i} className={styles.ring} style={{ "--ring": i + 1 } as OrbitStyle} />
        ))}
        <span className={styles.sun} />
        {TOPICS.map((topic, i) => {
          const { ring, start } = ORBITS[i] ?? { ring: RINGS, start: i * 72 };
          const style: OrbitStyle = {
            "--ring": ring,
            "--start": `${start}deg`,
            "--duration": `${SECONDS_PER_RING * ring}s`,
          };
          return (
            <span key={topic.slug} className={styles.orbit} style={style} data-topic={topic.slug}>
              <Link href={PATHS.topic(topic.slug)} className={styles.planet} tabIndex={-1}>
                <Planet look={lookFor(topic.slug)} className={styles.art} />
              </Link>
            </span>
          );
        })}
      </div>
      <ul className={styles.key}>
        {TOPICS.map((topic) => (
          <li key={topic.slug}>
            <Link href={PATHS.topic(topic.slug)} className={styles.entry}>
              <Planet look={lookFor(topic.slug)} className={styles.keyArt} />
              <span className={styles.name}>{topic.title}</span>
              <TopicProgress
                percent={progressOf(topic)}
                ringClass={styles.progressRing}
                wordsClass={styles.done}
              />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
