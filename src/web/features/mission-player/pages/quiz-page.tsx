import type { QuizPage as QuizContent } from "../../../../core/content/schema";
import buttons from "../../../ui/button.module.css";
import { useMission } from "../mission-context";
import { Mark } from "../answer-options";
import { Rich } from "../rich-text";
import styles from "../player.module.css";

/**
 * A question, and the button that opens its answers in a dialog (spec section 4, "Quiz"). Once
 * answered, the right answer and why stay here to read: the dialog shows them for a second only.
 */
export function QuizPage({ page, index }: { page: QuizContent; index: number }) {
  const { tags, openDialog, goTo } = useMission();
  const passed = tags.includes(page.quiz.id);
  const right = page.quiz.options[page.quiz.correct]!;
  return (
    <article className={styles.article} data-kind={page.kind}>
      <h2>{page.title}</h2>
      <p className={styles.question}>
        <Rich text={page.quiz.question} />
      </p>
      {passed ? (
        <>
          <div className={styles.goodNews}>
            <Mark right /> <strong>{right.label}</strong>
            <p>
              <Rich text={right.explanation} />
            </p>
          </div>
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
