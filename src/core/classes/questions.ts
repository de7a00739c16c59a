import type { Mission } from "../content/schema";
import type { SectionUid } from "../progress/sections";

/** What a first answer is judged against: its mission, how many options, and the right one. */
export type QuestionKey = { uid: SectionUid; options: number; correct: number; page: number };

/** Every quiz question of the written missions by its id ("m7-q1"), with its page number. */
export function questionKeys(missions: readonly Mission[]): ReadonlyMap<string, QuestionKey> {
  return new Map(
    missions.flatMap((mission) =>
      mission.pages.flatMap((page, index) =>
        page.kind === "quiz"
          ? [
              [
                page.quiz.id,
                {
                  uid: mission.uid,
                  options: page.quiz.options.length,
                  correct: page.quiz.correct,
                  page: index,
                },
              ] as const,
            ]
          : [],
      ),
    ),
  );
}
