import type { QuizPage as QuizContent } from "../../../../core/content/schema";
import buttons from "../../../ui/button.module.css";
import { useMission } from "../mission-context";
import { Rich } from "../rich-text";
import styles from "../player.module.css";

/** A question, and the button that opens its answers in a dialog (spec section 4, "Quiz"). */
export function QuizPage({ page, index }: { page: QuizContent; index: number }) {
  const { tags, openDialog, goTo } = useMission();
  const passed = tags.includes(page.quiz.id);
  return (
    <article className={styles.article} data-kind={page.kind}>
      <h2>{page.title}</h2>
      <p className={styles.question}>
        <Rich text={page.quiz.question} />
      </p>
      {passed ? (
        <>
          <p className={styles.passed}>You got this one right.</p>
          <button type="button" className={buttons.primary} onClick={() => goTo(index + 1)}>
            Go on
          </button>
        </>
      ) : (
        <>
          <p>Choose the right answer to move on to the next page.</p>
          <button
            type="button"
            className={buttons.primary}
            aria-haspopup="dialog"
            onClick={() => openDialog(page.quiz.id)}
          >
            Answer the question
          </button>
        </>
      )}
    </article>
  );
}
