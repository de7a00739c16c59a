import type { QuizLauncherPage as Launcher } from "../../../../core/content/schema";
import { QuizTimeBanner } from "../../../ui/banners";
import buttons from "../../../ui/button.module.css";
import { useMission } from "../mission-context";
import { Blocks } from "../rich-text";
import styles from "../player.module.css";

/** The 'Quiz time' banner and the way into the first question. */
export function QuizLauncherPage({ page, index }: { page: Launcher; index: number }) {
  const { goTo } = useMission();
  return (
    <article className={styles.article} data-kind={page.kind}>
      <QuizTimeBanner />
      <h2 className="visually-hidden">{page.title}</h2>
      <div className={styles.text}>
        <Blocks blocks={page.body} />
      </div>
      <button type="button" className={buttons.primary} onClick={() => goTo(index + 1)}>
        Start the quiz
      </button>
    </article>
  );
}
