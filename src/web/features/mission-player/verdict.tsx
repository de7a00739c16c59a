import { type ReactNode, useEffect, useRef } from "react";
import type { RichText } from "../../../core/content/schema";
import { afterNextFrame } from "../../lib/after-next-frame";
import { Rich } from "./rich-text";
import styles from "./player.module.css";

type VerdictProps = {
  /** Whether the last choice was right; undefined before any choice. */
  right: boolean | undefined;
  why: string | RichText;
  /** Said after the why: what happens or what to do next. */
  after?: string;
  /** Whether the why is said by the live status too (a quiz's right answer: no, see Quiz). */
  whyAloud?: boolean;
  /** Shown beside the words: a quiz's burst. */
  children?: ReactNode;
};

/**
 * What a question, a check or a card says back to a choice, as it is made (a polite status):
 * right or not, in words and not colour alone, and why.
 */
export function Verdict({ right, why, after, whyAloud = true, children }: VerdictProps) {
  const state = right === undefined ? undefined : right ? "right" : "wrong";
  const box = useRef<HTMLDivElement>(null);
  const said = useRef("");
  // Each new answer brought into sight on a small phone (above the bar: the scroll padding),
  // once drawn: scrolling in the tap's own handler would lay the page out twice before it shows.
  useEffect(() => {
    const words = box.current?.textContent ?? "";
    if (!state || words === said.current) return;
    said.current = words;
    afterNextFrame(() => box.current?.scrollIntoView({ block: "nearest" }));
  });
  return (
    <div ref={box} className={styles.feedback}>
      {children}
      <p role="status" data-state={state}>
        {state && (
          <>
            <strong>{right ? "Right!" : "Not quite."}</strong>
            {whyAloud && (
              <>
                {" "}
                <Rich text={why} />
              </>
            )}
            {after && ` ${after}`}
          </>
        )}
      </p>
      {state && !whyAloud && (
        <p>
          <Rich text={why} />
        </p>
      )}
    </div>
  );
}
