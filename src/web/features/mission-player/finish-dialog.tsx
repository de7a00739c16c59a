import { Link } from "wouter";
import { catalogueRow } from "../../../core/content/catalogue";
import { quizIdsOf } from "../../../core/content/mission-tags";
import { missionAfter, topicOf } from "../../../core/content/topics";
import { PATHS } from "../../../core/paths";
import { useDialogs } from "../../lib/dialogs";
import { useMissions } from "../../lib/missions";
import buttons from "../../ui/button.module.css";
import { Celebration } from "../../ui/celebration";
import { Dialog } from "../../ui/dialog";
import { firstTryScore, useFirstTries } from "./first-tries";
import { useMission } from "./mission-context";
import { Rich } from "./rich-text";
import styles from "./finish-dialog.module.css";

/**
 * The reward for finishing, the whole screen so it is seen: a celebration (still under reduced
 * motion), what was learned, the first-try score, a topic's end marked, and the way on, so no
 * mission is a dead end. A visitor is asked to sign up to keep the tick (spec section 6: ticks
 * and progress rings are signed-in students').
 */
export function FinishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mission } = useMission();
  const { missions, signedIn } = useMissions();
  const tries = useFirstTries();
  const score = firstTryScore(tries, quizIdsOf(mission));
  const learned = mission.pages.find((p) => p.kind === "takeaways")?.points ?? [];
  const topic = topicOf(mission.uid);
  const topicDone = topic?.missions.every((m) => missions.find((s) => s.uid === m.uid)?.complete);
  const after = missionAfter(mission.uid);
  const next =
    after && !missions.find((s) => s.uid === after.uid)?.locked && catalogueRow(after.uid);

  return (
    <Dialog open={open} title="Mission accomplished!" onClose={onClose} full>
      <div className={styles.finish}>
        <Celebration />
        {topicDone && topic && (
          <p className={styles.topic}>You've finished every {topic.title} mission!</p>
        )}
        {score && (
          <p className={styles.score}>
            You got {score.right} of {score.of} {score.of === 1 ? "question" : "questions"} right
            first time.
          </p>
        )}
        {!signedIn && (
          <p className={styles.keep}>
            Regi-star to keep your tick: your progress then follows you to any device.{" "}
            <button
              type="button"
              className={buttons.link}
              onClick={() => {
                onClose();
                useDialogs.getState().show("register");
              }}
            >
              Regi-star
            </button>
          </p>
        )}
        <div className={styles.ways}>
          {next && (
            <Link href={PATHS.mission(next.slug)} className={buttons.primary}>
              Next mission: {next.title}
            </Link>
          )}
          <Link href={PATHS.missions} className={next ? buttons.secondary : buttons.primary}>
            Back to Mission control
          </Link>
        </div>
        <h3>What you learned</h3>
        <ul className={styles.learned}>
          {learned.map((point, i) => (
            <li key={i}>
              <Rich text={point} />
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
