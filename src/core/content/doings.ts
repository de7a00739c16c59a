import { pieceComesLast } from "./activities/of-mission";
import { SLIDER_MODELS } from "./activities/slider-models";
import type { Activity } from "./activities/types";
import { openersOf } from "./mission-tags";
import type { Mission, RichText } from "./schema";
import { dialogPageTexts, plainText, teachingTexts } from "./texts";

/**
 * A mission as a student meets it, in play order: words to read, and things to do. Issue 21,
 * point 2 asks for something to do at least every 200 words, and three hands-on pieces a mission
 * besides its quizzes; this is how both are counted. Opening a dialog counts as a doing (a weak
 * one: it opens more words to read), answering a question as one, and reading its answers'
 * labels and the right answer's explanation as words. A hands-on piece, first on its page, is
 * read, then done (each card sorted, the question answered or the slider moved), and what it
 * says back read.
 */
export type Step = { readonly read: number } | { readonly does: string };

const wordsIn = (texts: readonly string[]) =>
  texts
    .join(" ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

export function missionSteps(mission: Mission): Step[] {
  const name = mission.defaultName ?? "Aroha";
  const steps: Step[] = [];
  for (const page of mission.pages) {
    // A hands-on piece comes first, under the heading, and the page's text is read after it;
    // or, on a page that shows something first, last.
    const piece = "activity" in page ? page.activity : undefined;
    const first = piece && !pieceComesLast(page.kind) ? piece : undefined;
    if (first) steps.push({ read: wordsIn([page.title]) }, ...activitySteps(first, name));
    const texts = teachingTexts(page).map((t) => plainText(t, name));
    steps.push({ read: wordsIn(first ? texts : [page.title, ...texts]) });
    for (const opener of openersOf(page)) {
      steps.push({ does: `opens ${opener.label}` });
      const dialog = mission.dialogs.find((d) => d.id === opener.dialog);
      for (const p of dialog?.pages ?? []) {
        steps.push({
          read: wordsIn([p.title ?? "", ...dialogPageTexts(p).map((t) => plainText(t, name))]),
        });
      }
    }
    if (piece && !first) steps.push(...activitySteps(piece, name));
    if (page.kind === "quiz") {
      const { options, correct } = page.quiz;
      steps.push({ does: `answers ${page.quiz.id}` });
      steps.push({
        read: wordsIn([
          ...options.map((o) => o.label),
          plainText(options[correct]!.explanation, name),
        ]),
      });
    }
  }
  return steps;
}

function activitySteps(activity: Activity, name: string): Step[] {
  const read = (...texts: (string | RichText)[]) => ({
    read: wordsIn(texts.map((t) => plainText(t, name))),
  });
  switch (activity.kind) {
    case "sort":
      return [
        read(activity.prompt, ...activity.bins),
        ...activity.cards.flatMap((card) => [
          read(card.label),
          { does: `sorts ${card.label}` },
          read(card.why),
        ]),
      ];
    case "choose":
      return [
        read(activity.prompt, ...activity.options.map((o) => o.label)),
        { does: `answers ${activity.id}` },
        read(activity.options[activity.correct]!.explanation),
      ];
    case "slider": {
      const model = SLIDER_MODELS[activity.model];
      return [
        read(activity.prompt, model.label),
        { does: `slides ${activity.id}` },
        read(model.read(model.start).says),
      ];
    }
  }
}

/** The most words read between two doings (or before the first, or after the last). */
export function longestRead(steps: readonly Step[]): number {
  let longest = 0;
  let run = 0;
  for (const step of steps) {
    if ("read" in step) run += step.read;
    else run = 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
