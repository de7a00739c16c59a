import type { Activity } from "../../../../core/content/activities/types";
import { ChoosePiece } from "./choose-piece";
import { SliderPiece } from "./slider-piece";
import { SortPiece } from "./sort-piece";
import styles from "./activities.module.css";

/** A page's hands-on piece, in a box headed "Your turn" so it reads as something to do. */
export function ActivityPiece({ activity }: { activity: Activity }) {
  return (
    <section className={styles.piece} data-activity={activity.id} aria-label="Your turn">
      <p className={styles.kicker} aria-hidden="true">
        Your turn
      </p>
      {activity.kind === "sort" && <SortPiece activity={activity} />}
      {activity.kind === "choose" && <ChoosePiece activity={activity} />}
      {activity.kind === "slider" && <SliderPiece activity={activity} />}
    </section>
  );
}
