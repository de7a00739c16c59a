import type { Quiz } from "../content/schema";

/** Whether the chosen option (zero-based, as the spec's quiz table counts) is the right one. */
export function judge(quiz: Pick<Quiz, "correct" | "options">, chosen: number): boolean {
  return (
    Number.isInteger(chosen) &&
    chosen >= 0 &&
    chosen < quiz.options.length &&
    chosen === quiz.correct
  );
}
