import { ProgressRing } from "./progress-ring";

/**
 * A signed-in student's progress in a topic: the ring on its planet and the words beside it.
 * Each screen places the ring and the words its own way, by their classes.
 */
export function TopicProgress({
  percent,
  ringClass,
  wordsClass,
}: {
  percent: number | null;
  ringClass?: string;
  wordsClass?: string;
}) {
  if (percent === null) return null;
  return (
    <>
      <ProgressRing percent={percent} className={ringClass} />
      <span className={wordsClass}>{percent}% done</span>
    </>
  );
}
