import { type RefObject, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { SortActivity } from "../../../../core/content/activities/types";
import { afterNextFrame } from "../../../lib/after-next-frame";
import { AnswerOptions } from "../answer-options";
import { Rich } from "../rich-text";
import { Verdict } from "../verdict";
import playerStyles from "../player.module.css";
import styles from "./activities.module.css";

/**
 * Cards to sort, one at a time: the student taps a bin, the card says where it belongs and why
 * (the right bin marked too), and Next card brings the next; at the end, the score and Again.
 */
export function SortPiece({ activity }: { activity: SortActivity }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const firstBin = useRef<HTMLButtonElement>(null);
  const moveOn = useRef<HTMLButtonElement>(null);
  const { cards, bins } = activity;
  const sorted = chosen.length;
  // The card on show: the last one sorted until Next card, then the next one.
  const [shown, setShown] = useState(0);
  const card = cards[shown];
  const answer = chosen[shown];
  const score = useRef<HTMLParagraphElement>(null);
  /**
   * Draws the change at once, then hands focus on: no moment with focus lost to the page. Once
   * drawn, the control is scrolled into sight (after the card's answer, Verdict, or the score).
   */
  const thenFocus = (change: () => void, target: RefObject<HTMLButtonElement | null>) => {
    flushSync(change);
    const control = target.current;
    control?.focus({ preventScroll: true });
    afterNextFrame(() => {
      score.current?.scrollIntoView({ block: "nearest" });
      control?.scrollIntoView({ block: "nearest" });
    });
  };

  if (!card) {
    const right = chosen.filter((bin, i) => cards[i]!.bin === bin).length;
    return (
      <>
        <p className={playerStyles.question}>
          <Rich text={activity.prompt} />
        </p>
        <p ref={score} className={styles.score} role="status">
          You sorted {right} of {cards.length} right.
        </p>
        <button
          ref={moveOn}
          type="button"
          className={styles.next}
          onClick={() =>
            thenFocus(() => {
              setChosen([]);
              setShown(0);
            }, firstBin)
          }
        >
          Sort again
        </button>
      </>
    );
  }

  return (
    <>
      <p className={playerStyles.question}>
        <Rich text={activity.prompt} />
      </p>
      <p className={styles.card}>
        <span className={styles.count}>
          Card {shown + 1} of {cards.length}
        </span>
        <Rich text={card.label} />
      </p>
      <AnswerOptions
        labels={bins}
        layout={bins.length > 3 ? "rows" : "bins"}
        tried={answer === undefined ? [] : [answer, card.bin]}
        isRight={(bin) => bin === card.bin}
        settled={answer !== undefined}
        onChoose={(bin) => thenFocus(() => setChosen((c) => [...c, bin]), moveOn)}
        firstRef={firstBin}
      />
      <Verdict
        right={answer === undefined ? undefined : answer === card.bin}
        why={answer === undefined ? "" : [`${bins[card.bin]}: `, ...whyOf(card.why)]}
      />
      {answer !== undefined && (
        <button
          ref={moveOn}
          type="button"
          className={styles.next}
          onClick={() =>
            thenFocus(() => setShown(sorted), sorted < cards.length ? firstBin : moveOn)
          }
        >
          {sorted < cards.length ? "Next card" : "See my score"}
        </button>
      )}
    </>
  );
}

const whyOf = (why: SortActivity["cards"][number]["why"]) =>
  typeof why === "string" ? [why] : why;
