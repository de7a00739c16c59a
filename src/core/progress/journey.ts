import type { Mission } from "../content/schema";
import { visitPage, type Progress } from "./progress";
import { UNLOCKS, type SectionUid } from "./sections";

/**
 * The furthest page a student can reach: a quiz not yet answered right stops the way on, so
 * 'Mission accomplished!' (which completes the mission) comes only after every quiz
 * (docs/decisions/0014). A right answer is stored as the quiz id among the mission's tags.
 */
export function furthestPage(mission: Mission, tags: readonly string[]): number {
  const blocked = mission.pages.findIndex((p) => p.kind === "quiz" && !tags.includes(p.quiz.id));
  return blocked === -1 ? mission.pages.length - 1 : blocked;
}

/**
 * What opening a page records: the page itself, or, on key takeaways, every page of the
 * mission, which completes it (spec section 4).
 */
export function pageVisit(mission: Mission, index: number): Progress {
  const pages =
    mission.pages[index]?.kind === "takeaways" ? mission.pages.map((_, i) => i) : [index];
  return pages.reduce<Progress>((p, page) => visitPage(p, mission.uid, page), {});
}

/** The mission whose completion unlocks this one, from the unlock table; none if it is open. */
export function unlockedBy(uid: SectionUid): SectionUid | undefined {
  return (Object.keys(UNLOCKS) as SectionUid[]).find((from) => UNLOCKS[from] === uid);
}

/**
 * Where a mission opens when the student comes back to it: the furthest page this device has
 * seen, within the quiz gate; the first page when it has not been started, or when it is
 * complete (a finished mission is read again from the top).
 */
export function resumePage(
  mission: Mission,
  visited: readonly number[],
  tags: readonly string[],
): number {
  if (visited.length === 0 || visited.length >= mission.pages.length) return 0;
  return Math.min(Math.max(...visited), furthestPage(mission, tags));
}
