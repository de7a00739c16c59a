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

/** What a mission page is drawn from (besides its code). */
export type MissionView = {
  entry: MissionEntry;
  /** The address's page parameter. */
  page: string | undefined;
  visited: readonly number[];
  tags: readonly string[];
  /** The device's progress and the session are known. */
  settled: boolean;
};

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Nothing the mission page shows would change: the device's progress or the session arrived, or
 * a visit was kept, with nothing new for this page. The mission is not drawn again then, which
 * on a slow phone is a long task just as the app starts (decision 0064). The pages visited
 * matter only to an address without a page (where to resume).
 */
export function sameView(a: MissionView, b: MissionView): boolean {
  return (
    a.entry.slug === b.entry.slug &&
    a.page === b.page &&
    a.settled === b.settled &&
    sameList(a.tags, b.tags) &&
    (b.page !== undefined || sameList(a.visited, b.visited))
  );
}
