import { Link } from "wouter";
import { catalogueRow } from "../../../../core/content/catalogue";
import type { TakeawaysPage as Takeaways } from "../../../../core/content/schema";
import { UNLOCKS } from "../../../../core/progress/sections";
import { MissionAccomplishedBanner } from "../../../ui/banners";
import { ActivityPiece } from "../activities/activity-piece";
import { useMission } from "../mission-context";
import { Rich } from "../rich-text";
import { PATHS } from "../../../../core/paths";
import styles from "../player.module.css";

/**
 * What to remember, a last check if the mission has one, 'Mission accomplished!' (leading to
 * Mission control) and the mission it unlocked, one tap away. The celebration is Finish's, in the bar, where it is seen whole.
 */
export function TakeawaysPage({ page }: { page: Takeaways }) {
  const { mission } = useMission();
  const unlocks = UNLOCKS[mission.uid];
  const unlocked = unlocks && catalogueRow(unlocks);
  return (
    <article className={styles.article} data-kind={page.kind}>
      <h2>{page.title}</h2>
      <ul className={styles.takeaways}>
        {page.points.map((point, i) => (
          <li key={i}>
            <Rich text={point} />
          </li>
        ))}
      </ul>
      {page.activity && <ActivityPiece activity={page.activity} />}
      {unlocked && (
        <p className={styles.goodNews}>
          You unlocked a new mission:{" "}
          <Link href={PATHS.mission(unlocked.slug)}>Start {unlocked.title}</Link>
        </p>
      )}
      <MissionAccomplishedBanner />
    </article>
  );
}
