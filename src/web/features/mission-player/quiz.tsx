import { useEffect, useRef, useState } from "react";
import type { Quiz as QuizContent } from "../../../core/content/schema";
import { judge } from "../../../core/quiz/judge";
import { track } from "../../lib/analytics";
import { recordFirstTry } from "../../lib/first-tries";
import { play } from "../../lib/sound";
import { Celebration } from "../../ui/celebration";
import { noteFirstTry } from "./first-tries";
import { useMission } from "./mission-context";
import { Rich } from "./rich-text";
import { AnswerOptions } from "./answer-options";
import { Verdict } from "./verdict";
import styles from "./player.module.css";

/** Spec section 9: a right answer is shown for 1000 ms before the quiz submits and moves on. */
export const QUIZ_DISMISS_MS = 1000;

type QuizProps = {
  quiz: QuizContent;
  /** The question's id: the dialog's description. */
  questionId: string;
  /** A right answer, at once: kept even if the dialog is closed within the pause. */
  onRight: () => void;
  /** A right answer, after the pause: the dialog closes and the mission moves on. */
  onPassed: () => void;
};

/**
 * The answers of one question. A right answer is shown as right (tick and words, not colour
 * alone) and moves on after a second; a wrong one is marked with why, and the student tries
 * again. It starts afresh each time its dialog opens, because the dialog unmounts it on close.
 */
export function Quiz({ quiz, questionId, onRight, onPassed }: QuizProps) {
  const { mission } = useMission();
  const [tried, setTried] = useState<number[]>([]);
  // Whether an answer is right is core/quiz's call, for marking the options as for moving on.
  const right = tried.some((i) => judge(quiz, i));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => track({ type: "quiz_init", mission: mission.uid, quiz: quiz.id }),
    [mission, quiz],
  );
  // Closing the dialog within the second unmounts the quiz: then nothing moves on.
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (index: number) => {
    const correct = judge(quiz, index);
    track({ type: "quiz_answer", mission: mission.uid, quiz: quiz.id, correct });
    noteFirstTry(quiz.id, correct);
    recordFirstTry(quiz.id, index);
    setTried((t) => [...t, index]);
    play(correct ? "right" : "wrong");
    if (!correct) return;
    onRight();
    timer.current = setTimeout(onPassed, QUIZ_DISMISS_MS);
  };
  const last = tried.at(-1);
  const why = last === undefined ? undefined : quiz.options[last]?.explanation;

  return (
    <div className={styles.quiz}>
      <p id={questionId} className={styles.question}>
        <Rich text={quiz.question} />
      </p>
      <AnswerOptions
        labels={quiz.options.map((o) => o.label)}
        layout={quiz.layout}
        tried={tried}
        isRight={(i) => judge(quiz, i)}
        settled={right}
        onChoose={choose}
        autofocus
      />
      {/* A wrong answer's why is read out here, as the student stays. A right answer's is not:
          the page moves on within the second, which would cut it off, so the next page reads
          it out once its heading has focus (Player). */}
      <Verdict
        right={last === undefined ? undefined : right}
        why={why ?? ""}
        after={right ? "Moving on…" : "Have another go."}
        whyAloud={!right}
      >
        {right && <Celebration />}
      </Verdict>
    </div>
  );
}
