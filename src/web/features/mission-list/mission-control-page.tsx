import { useState } from "react";
import { Link } from "wouter";
import { TOPICS, type Topic } from "../../../core/content/topics";
import { Carousel } from "../../ui/carousel";
import { Page } from "../../ui/page";
import { useTopicProgress } from "../../lib/missions";
import { lookFor, Planet } from "../../ui/planet";
import { TopicProgress } from "../../ui/topic-progress";
import { GRID, PLANETS, readMode, saveMode, type ListMode } from "./mission-list";
import { PATHS } from "../../../core/paths";
import styles from "./mission-list.module.css";

const MODES = [
  { mode: PLANETS, label: "Planets" },
  { mode: GRID, label: "Grid" },
] as const;

const missionCount = (topic: Topic) =>
  topic.missions.length === 1 ? "1 mission" : `${topic.missions.length} missions`;

/** Mission control: every topic, as big planets to swipe through or as a grid. */
export function MissionControlPage() {
  const [mode, setMode] = useState<ListMode>(readMode);
  const progressOf = useTopicProgress();
  const choose = (next: ListMode) => {
    setMode(next);
    saveMode(next);
  };

  return (
    <Page>
      <p>Please choose a topic to explore.</p>
      <div className={styles.modes} role="group" aria-label="Show topics as">
        {MODES.map(({ mode: m, label }) => (
          <button
            key={m}
            type="button"
            className={styles.mode}
            aria-pressed={mode === m}
            onClick={() => choose(m)}
          >
            {label}
          </button>
        ))}
      </div>
      {mode === PLANETS ? (
        <Carousel
          label="Topics"
          noun="topic"
          speed={400}
          slides={TOPICS.map((topic) => (
            <Link key={topic.slug} href={PATHS.topic(topic.slug)} className={styles.bigPlanet}>
              <Planet look={lookFor(topic.slug)} className={styles.bigArt} />
              <span className={styles.topicName}>{topic.title}</span>
              <span className={styles.count}>{missionCount(topic)}</span>
              <TopicProgress
                percent={progressOf(topic)}
                ringClass={styles.bigRing}
                wordsClass={styles.done}
              />
            </Link>
          ))}
        />
      ) : (
        <ul className={styles.topics}>
          {TOPICS.map((topic) => (
            <li key={topic.slug}>
              <Link href={PATHS.topic(topic.slug)} className={styles.topic}>
                <Planet look={lookFor(topic.slug)} className={styles.smallArt} />
                <span className={styles.topicName}>{topic.title}</span>
                <span className={styles.count}>{missionCount(topic)}</span>
                <TopicProgress
                  percent={progressOf(topic)}
                  ringClass={styles.smallRing}
                  wordsClass={styles.done}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
