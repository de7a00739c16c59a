import type { SectionUid } from "../progress/sections";
import type { QuestionKey } from "./questions";

/** A member's first answers in one mission: how many, and how many right. */
export type Tally = { answered: number; right: number };

/**
 * First answers counted per mission, against the questions' key: what a class keeps per member
 * as answers arrive, so its grid reads one small value a member instead of every answer
 * (docs/decisions/0062, 0063). Answers to a question no mission has are not counted.
 */
export function tallyByMission(
  answers: readonly { question: string; option: number }[],
  questions: ReadonlyMap<string, QuestionKey>,
): Map<SectionUid, Tally> {
  const tallies = new Map<SectionUid, Tally>();
  for (const { question, option } of answers) {
    const key = questions.get(question);
    if (!key) continue;
    let tally = tallies.get(key.uid);
    if (!tally) tallies.set(key.uid, (tally = { answered: 0, right: 0 }));
    tally.answered += 1;
    if (option === key.correct) tally.right += 1;
  }
  return tallies;
}
