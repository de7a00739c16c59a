import type { Mission, Quiz } from "../content/schema";
import { markedText, type MarkedText } from "../content/texts";
import { SECTION_UIDS, type SectionUid } from "../progress/sections";

/**
 * Answers a question needs before its figures are shown (issue 24.5, docs/decisions/0052): with
 * fewer, a share or a most-chosen option could tell a teacher what one student answered.
 */
export const MIN_ANSWERS = 5;

/** The wrong option a class chose most, with what the player told them about it. */
export type CommonWrong = {
  option: number;
  label: string;
  explanation: MarkedText;
  chosen: number;
};

/** One quiz question of the "what to reteach" view: no student is named, none is counted alone. */
export type QuestionStats = {
  uid: SectionUid;
  missionTitle: string;
  id: string;
  /** Marked as in the mission, so its te reo shows (and is said) as there. */
  text: MarkedText;
  /** The mission page before the quiz that teaches it: the web links to PATHS.mission(slug, page). */
  taught: { slug: string; page: number; title: string };
  /** Null under MIN_ANSWERS answers: then not even how many answered is told. */
  figures: { answered: number; rightShare: number; mostChosenWrong: CommonWrong | null } | null;
};

/** A first answer given while a member of the class. */
export type ClassAnswer = { question: string; option: number };

/** The page a quiz names as teaching it: one before the quiz launcher, else an error. */
export function taughtPage(mission: Mission, title: string): number {
  const launcher = mission.pages.findIndex((p) => p.kind === "quiz-launcher");
  const page = mission.pages.findIndex((p) => p.title === title);
  if (page < 0 || page >= launcher) {
    throw new Error(`${mission.slug}: no page "${title}" before its quiz teaches it`);
  }
  return page;
}

/** The wrong option chosen most (the first in the options' order on a tie), if any was. */
function mostChosenWrong(mission: Mission, quiz: Quiz, counts: readonly number[]) {
  let best: CommonWrong | null = null;
  for (const [index, option] of quiz.options.entries()) {
    const chosen = counts[index] ?? 0;
    if (index === quiz.correct || chosen === 0 || (best && chosen <= best.chosen)) continue;
    const explanation = markedText(option.explanation, mission.defaultName);
    best = { option: index, label: option.label, explanation, chosen };
  }
  return best;
}

/**
 * Every quiz question of the missions, in mission and page order, with how a class's first
 * answers went: how many answered, the share right first time, and the wrong option chosen most.
 */
export function reteachQuestions(
  missions: readonly Mission[],
  answers: readonly ClassAnswer[],
): QuestionStats[] {
  const counts = new Map<string, number[]>();
  for (const { question, option } of answers) {
    const tally = counts.get(question) ?? [];
    tally[option] = (tally[option] ?? 0) + 1;
    counts.set(question, tally);
  }
  const ordered = [...missions].sort(
    (a, b) => SECTION_UIDS.indexOf(a.uid) - SECTION_UIDS.indexOf(b.uid),
  );
  return ordered.flatMap((mission) =>
    mission.pages.flatMap((page) => {
      if (page.kind !== "quiz") return [];
      const { quiz } = page;
      const tally = counts.get(quiz.id) ?? [];
      const answered = tally.reduce((sum, n) => sum + (n ?? 0), 0);
      return [
        {
          uid: mission.uid,
          missionTitle: mission.title,
          id: quiz.id,
          text: markedText(quiz.question, mission.defaultName),
          taught: {
            slug: mission.slug,
            page: taughtPage(mission, quiz.taughtOn),
            title: quiz.taughtOn,
          },
          figures:
            answered < MIN_ANSWERS
              ? null
              : {
                  answered,
                  rightShare: (tally[quiz.correct] ?? 0) / answered,
                  mostChosenWrong: mostChosenWrong(mission, quiz, tally),
                },
        },
      ];
    }),
  );
}
