import { useState } from "react";
import type { ChooseActivity } from "../../../../core/content/activities/types";
import { AnswerOptions } from "../answer-options";
import { Rich } from "../rich-text";
import { Verdict } from "../verdict";
import styles from "../player.module.css";

/** A question to predict or check: each choice explains itself; a wrong one can be tried again. */
export function ChoosePiece({ activity }: { activity: ChooseActivity }) {
  const [tried, setTried] = useState<number[]>([]);
  const isRight = (i: number) => i === activity.correct;
  const last = tried.at(-1);
  return (
    <>
      <p className={styles.question}>
        <Rich text={activity.prompt} />
      </p>
      <AnswerOptions
        labels={activity.options.map((o) => o.label)}
        layout="rows"
        tried={tried}
        isRight={isRight}
        settled={tried.some(isRight)}
        onChoose={(i) => setTried((t) => [...t, i])}
      />
      <Verdict
        right={last === undefined ? undefined : isRight(last)}
        why={last === undefined ? "" : activity.options[last]!.explanation}
        after={last !== undefined && !isRight(last) ? "Have another go." : undefined}
      />
    </>
  );
}
