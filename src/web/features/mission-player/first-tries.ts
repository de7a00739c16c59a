import { create } from "zustand";

/**
 * Whether each question was answered right at the first try, in this visit (a quiz already
 * passed is not asked again, so a replay has none). The finish screen's score reads it.
 */
export const useFirstTries = create<Record<string, boolean>>(() => ({}));

export function noteFirstTry(quizId: string, right: boolean): void {
  if (quizId in useFirstTries.getState()) return;
  useFirstTries.setState({ [quizId]: right });
}

/** "2 of 3" once every one of these questions has a first try this visit; else nothing. */
export function firstTryScore(
  tries: Record<string, boolean>,
  quizIds: readonly string[],
): { right: number; of: number } | null {
  if (quizIds.length === 0 || quizIds.some((id) => !(id in tries))) return null;
  return { right: quizIds.filter((id) => tries[id]).length, of: quizIds.length };
}
