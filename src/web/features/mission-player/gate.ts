import type { Mission } from "../../../core/content/schema";
import { TOPICS, type Topic } from "../../../core/content/topics";
import type { SectionUid } from "../../../core/progress/sections";

/**
 * The furthest page a student can reach: a quiz not yet answered right stops the way on, so
 * 'Mission accomplished!' (which completes the mission) comes only after every quiz
 * (docs/decisions/0014). A right answer is stored as the quiz id among the mission's tags.
 */
export function furthestPage(mission: Mission, tags: readonly string[]): number {
  const blocked = mission.pages.findIndex((p) => p.kind === "quiz" && !tags.includes(p.quiz.id));
  return blocked === -1 ? mission.pages.length - 1 : blocked;
}

/** Which page a path's page parameter means: a whole number in range, else null. */
export function pageNumber(param: string | undefined, total: number): number | null {
  if (param === undefined || !/^\d{1,3}$/.test(param)) return null;
  const page = Number(param);
  return page < total ? page : null;
}

export type MissionEntry = { topic: Topic; slug: string; uid: SectionUid };

/** The route table's mission slugs, each with its topic. */
export function missionEntry(slug: string | undefined): MissionEntry | undefined {
  for (const topic of TOPICS) {
    const found = topic.missions.find((m) => m.slug === slug);
    if (found) return { topic, slug: found.slug, uid: found.uid };
  }
  return undefined;
}

export const missionPath = (slug: string, page: number) => `/mission/${slug}/${page}`;
