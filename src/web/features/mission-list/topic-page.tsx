import { useLocation, useSearch } from "wouter";
import { TOPICS } from "../../../core/content/topics";
import { isSectionUid, sectionOf } from "../../../core/progress/sections";
import { useMissions } from "../../lib/missions";
import { Carousel } from "../../ui/carousel";
import { Page } from "../../ui/page";
import { lookFor } from "../../ui/planet";
import { chunk, PER_SLIDE, unlockHint } from "./mission-list";
import { MissionTile } from "./mission-tile";
import { PATHS } from "../../../core/paths";
import styles from "./mission-list.module.css";

/** A topic's missions, 4 to a slide (spec section 9: slide speed 400 ms, gap 100). */
export function TopicPage() {
  const [location] = useLocation();
  const locked = new URLSearchParams(useSearch()).get("locked");
  const { missions, signedIn } = useMissions();
  const topic = TOPICS.find((t) => location === PATHS.topic(t.slug));
  if (!topic) return null; // the route table only sends topic paths here

  const tiles = topic.missions.flatMap((m, place) => {
    const state = missions.find((s) => s.uid === m.uid);
    if (!state) return [];
    return [
      <li key={m.uid}>
        <MissionTile
          slug={m.slug}
          state={state}
          signedIn={signedIn}
          look={lookFor(topic.slug)}
          place={place}
        />
      </li>,
    ];
  });
  const slides = chunk(tiles, PER_SLIDE).map((group, i) => (
    <ul key={i} className={styles.missions}>
      {group}
    </ul>
  ));

  return (
    <Page>
      {locked && isSectionUid(locked) && (
        <p className={styles.notice} role="status">
          <strong>{sectionOf(locked).title}</strong> is locked. {unlockHint(locked)} it.
        </p>
      )}
      <p>Choose a mission to start.</p>
      <Carousel slides={slides} label={`${topic.title} missions`} speed={400} gap={100} />
    </Page>
  );
}
