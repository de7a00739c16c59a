import { useEffect, useId } from "react";
import type { MissionDialog } from "../../../core/content/schema";
import { dialogPageTexts } from "../../../core/content/texts";
import { openTag } from "../../../core/progress/progress";
import { useDialogs } from "../../lib/dialogs";
import { track } from "../../lib/analytics";
import { recordLocal } from "../../lib/local-progress";
import { Carousel } from "../../ui/carousel";
import { Dialog } from "../../ui/dialog";
import { FiguresAsAt } from "./figures-as-at";
import { useMission } from "./mission-context";
import { Picture } from "./picture";
import { Quiz } from "./quiz";
import { Blocks } from "./rich-text";
import styles from "./player.module.css";

function DialogPages({ dialog }: { dialog: MissionDialog }) {
  const slides = dialog.pages.map((page, i) => (
    <div key={i} className={styles.dialogPage}>
      {page.title && <h3>{page.title}</h3>}
      {page.image && <Picture image={page.image} className={styles.dialogPicture} />}
      <Blocks blocks={page.body} />
      <FiguresAsAt texts={dialogPageTexts(page)} />
    </div>
  ));
  return <Carousel slides={slides} label={dialog.title} noun="page" />;
}

/**
 * The mission's one open dialog: a modal section (a slider when it has several pages) or a
 * quiz. Opening a modal records its data tag and an analytics event (spec sections 4 and 7).
 */
export function MissionDialogs() {
  const { mission, current, passQuiz } = useMission();
  const open = useDialogs((s) => s.open);
  const close = useDialogs((s) => s.close);
  const dialog = mission.dialogs.find((d) => d.id === open);
  const quizIndex = mission.pages.findIndex((p) => p.kind === "quiz" && p.quiz.id === open);
  const quizPage = mission.pages[quizIndex];
  const quiz = quizPage?.kind === "quiz" ? quizPage.quiz : undefined;
  const questionId = useId();

  // Leaving the mission (the browser's Back, say) leaves none of its dialogs open for later.
  useEffect(() => close, [close]);
  useEffect(() => {
    if (!dialog) return;
    void recordLocal(openTag({}, mission.uid, dialog.tag));
    track({ type: "modal_open", mission: mission.uid, modal: dialog.id });
  }, [dialog, mission]);

  const dismiss = () => {
    if (quiz) track({ type: "quiz_dismiss", mission: mission.uid, quiz: quiz.id });
    close();
  };
  const right = () => {
    if (quiz) void recordLocal(openTag({}, mission.uid, quiz.id));
  };
  const passed = () => {
    dismiss();
    if (current === quizIndex) passQuiz(quizIndex);
  };

  return (
    <Dialog
      open={Boolean(dialog ?? quiz)}
      title={dialog?.title ?? quizPage?.title ?? ""}
      onClose={dismiss}
      describedBy={quiz && questionId}
    >
      {dialog && <DialogPages dialog={dialog} />}
      {quiz && <Quiz quiz={quiz} questionId={questionId} onRight={right} onPassed={passed} />}
    </Dialog>
  );
}
