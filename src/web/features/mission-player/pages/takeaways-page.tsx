import type { TakeawaysPage as Takeaways } from "../../../../core/content/schema";
import { sectionOf, UNLOCKS } from "../../../../core/progress/sections";
import { MissionAccomplishedBanner } from "../../../ui/banners";
import { useMission } from "../mission-context";
import { Rich } from "../rich-text";
import styles from "../player.module.css";

/** What to remember, 'Mission accomplished!' (leading to Mission control) and what it unlocked. */
export function TakeawaysPage({ page }: { page: Takeaways }) {
  const { mission } = useMission();
  const unlocked = UNLOCKS[mission.uid];
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
      {unlocked && (
        <p className={styles.unlocked}>
          You unlocked a new mission: <strong>{sectionOf(unlocked).title}</strong>.
        </p>
      )}
      <MissionAccomplishedBanner />
    </article>
  );
}
