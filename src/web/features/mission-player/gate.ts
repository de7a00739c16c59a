import { TOPICS, type Topic } from "../../../core/content/topics";
import type { SectionUid } from "../../../core/progress/sections";

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
