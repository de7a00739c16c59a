/**
 * A student's status in one mission: the one meaning every screen and the CSV use, for the
 * student and the teacher alike (issue 24.3, docs/decisions/0047).
 */
export type MissionStatus =
  | { kind: "not-started" }
  | { kind: "in-progress"; seen: number; total: number }
  | { kind: "done" }
  | { kind: "needs-help"; seen: number; total: number; reason: "stalled" | "missed" };

/** Days without a new page after which a started, unfinished mission needs help. */
export const STALLED_DAYS = 7;
/** First-try misses in one mission's quizzes from which it needs help. */
export const MISSES_FOR_HELP = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

export type StatusInput = {
  /** Distinct pages of the mission seen (tags opened do not count). */
  seen: number;
  total: number;
  /** Wrong first answers to this mission's quiz questions. */
  firstTryMisses: number;
  /** When the mission's progress last grew; null when nothing is recorded. */
  lastActivity: Date | null;
  now: Date;
};

/**
 * Done once every page is seen, whatever was missed on the way. Started and not done: needs help
 * after two or more first-try misses, or after seven days without progress; else in progress.
 */
export function missionStatus({
  seen,
  total,
  firstTryMisses,
  lastActivity,
  now,
}: StatusInput): MissionStatus {
  if (seen >= total) return { kind: "done" };
  if (seen === 0) return { kind: "not-started" };
  if (firstTryMisses >= MISSES_FOR_HELP)
    return { kind: "needs-help", seen, total, reason: "missed" };
  const stalled =
    lastActivity !== null && now.getTime() - lastActivity.getTime() >= STALLED_DAYS * DAY_MS;
  if (stalled) return { kind: "needs-help", seen, total, reason: "stalled" };
  return { kind: "in-progress", seen, total };
}

/** A status with what its words need (a grid's cell carries no reason for needing help). */
type Labelled =
  | { kind: "not-started" | "done" }
  | { kind: "in-progress" | "needs-help"; seen: number; total: number };

/** The status in words, as a screen, a screen reader and the CSV say it (never a colour alone). */
export function statusLabel(status: Labelled): string {
  switch (status.kind) {
    case "not-started":
      return "Not started";
    case "done":
      return "Done";
    case "in-progress":
      return `In progress (${status.seen} of ${status.total} pages)`;
    case "needs-help":
      return `Needs help (${status.seen} of ${status.total} pages)`;
  }
}
