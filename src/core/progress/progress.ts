import { DEFAULT_UNLOCKED, SECTIONS, UNLOCKS, sectionOf, type SectionUid } from "./sections";

/**
 * A student's progress in one mission: a grow-only set of visited page numbers and opened item
 * tags. Both lists are kept sorted and free of duplicates, so equal sets compare equal.
 */
export type SectionProgress = {
  readonly pages: readonly number[];
  readonly tags: readonly string[];
};

/** Progress per mission section uid. A missing section means nothing visited yet. */
export type Progress = Readonly<Partial<Record<SectionUid, SectionProgress>>>;

export type MissionState = {
  uid: SectionUid;
  id: string;
  title: string;
  total: number;
  pages: number[];
  tags: string[];
  count: number;
  percent: number;
  locked: boolean;
  complete: boolean;
};

const EMPTY: SectionProgress = { pages: [], tags: [] };

function union<T>(a: readonly T[], b: readonly T[]): T[] {
  return [...new Set([...a, ...b])].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}

/** An item tag: a modal's data tag or a quiz id, e.g. "everyday" or "m7-q1". */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isValidPage(uid: SectionUid, page: number): boolean {
  return Number.isInteger(page) && page >= 0 && page < sectionOf(uid).total;
}

export function sectionProgress(progress: Progress, uid: SectionUid): SectionProgress {
  return progress[uid] ?? EMPTY;
}

function sectionUnion(current: SectionProgress, add: SectionProgress): SectionProgress {
  return { pages: union(current.pages, add.pages), tags: union(current.tags, add.tags) };
}

function withSection(progress: Progress, uid: SectionUid, add: SectionProgress): Progress {
  return { ...progress, [uid]: sectionUnion(sectionProgress(progress, uid), add) };
}

/** Records a visit to a page; a page outside 0..total-1 is a programming error. */
export function visitPage(progress: Progress, uid: SectionUid, page: number): Progress {
  if (!isValidPage(uid, page)) throw new RangeError(`Page ${page} is outside ${uid}`);
  return withSection(progress, uid, { pages: [page], tags: [] });
}

/** Records that an item (a modal or hotspot, by its data tag) was opened. */
export function openTag(progress: Progress, uid: SectionUid, tag: string): Progress {
  return withSection(progress, uid, { pages: [], tags: [tag] });
}

/** Set union per section: commutative, associative and idempotent, so nothing is ever lost. */
export function merge(a: Progress, b: Progress): Progress {
  const added = Object.entries(b) as [SectionUid, SectionProgress][];
  // Nothing added keeps `a` itself: the web client's stores compare states by reference.
  if (added.length === 0) return a;
  // One copy of `a` for all of `b`'s sections (the server merges up to nine on every request).
  const merged: Partial<Record<SectionUid, SectionProgress>> = { ...a };
  for (const [uid, add] of added) {
    merged[uid] = sectionUnion(sectionProgress(a, uid), add);
  }
  return merged;
}

export function count(progress: Progress, uid: SectionUid): number {
  return sectionProgress(progress, uid).pages.length;
}

export function percent(progress: Progress, uid: SectionUid): number {
  return (count(progress, uid) / sectionOf(uid).total) * 100;
}

/**
 * A percentage as every screen shows it: whole, rounded down, so 100% means every page seen
 * and the tile, the ring, the badge and the topic always agree.
 */
export function wholePercent(value: number): number {
  return Math.floor(value + 1e-9);
}

export function isComplete(progress: Progress, uid: SectionUid): boolean {
  return count(progress, uid) === sectionOf(uid).total;
}

/** The default set plus whatever completed missions unlock. */
export function unlockedSections(progress: Progress): Set<SectionUid> {
  const unlocked = new Set(DEFAULT_UNLOCKED);
  for (const [from, to] of Object.entries(UNLOCKS) as [SectionUid, SectionUid][]) {
    if (isComplete(progress, from)) unlocked.add(to);
  }
  return unlocked;
}

export function isLocked(progress: Progress, uid: SectionUid): boolean {
  return !unlockedSections(progress).has(uid);
}

/**
 * Every section with its derived state, in the order of the section table. For an account that
 * teaches a class (`teaches`) none is locked: a teacher opens any mission page a class is sent
 * to; a student's stay locked until the unlock table opens them (docs/decisions/0057).
 */
export function missionStates(progress: Progress, { teaches = false } = {}): MissionState[] {
  const unlocked = unlockedSections(progress);
  return SECTIONS.map(({ uid, id, title, total }) => {
    const { pages, tags } = sectionProgress(progress, uid);
    return {
      uid,
      id,
      title,
      total,
      pages: [...pages],
      tags: [...tags],
      count: pages.length,
      percent: (pages.length / total) * 100,
      locked: !teaches && !unlocked.has(uid),
      complete: pages.length === total,
    };
  });
}

/** The reset state: nothing visited, so only the default set is unlocked and none complete. */
export function reset(): Progress {
  return {};
}

/** What `a` holds that `b` does not: what a device still has to send after `b` was accepted. */
export function subtract(a: Progress, b: Progress): Progress {
  const rest: Partial<Record<SectionUid, SectionProgress>> = {};
  for (const [uid, section] of Object.entries(a) as [SectionUid, SectionProgress][]) {
    const sent = sectionProgress(b, uid);
    const pages = section.pages.filter((p) => !sent.pages.includes(p));
    const tags = section.tags.filter((t) => !sent.tags.includes(t));
    if (pages.length > 0 || tags.length > 0) rest[uid] = { pages, tags };
  }
  return rest;
}

export function isEmpty(progress: Progress): boolean {
  return Object.values(progress).every((s) => !s || (s.pages.length === 0 && s.tags.length === 0));
}

/** The progress inside mission states (as the API answers them). */
export function progressOf(
  states: readonly Pick<MissionState, "uid" | "pages" | "tags">[],
): Progress {
  let progress: Progress = {};
  for (const { uid, pages, tags } of states) progress = merge(progress, { [uid]: { pages, tags } });
  return progress;
}

/** A topic's progress: the pages seen over all the pages of its missions, in percent. */
export function topicPercent(states: readonly MissionState[], uids: readonly SectionUid[]): number {
  const mine = states.filter((s) => uids.includes(s.uid));
  const total = mine.reduce((sum, s) => sum + s.total, 0);
  return total === 0 ? 0 : (mine.reduce((sum, s) => sum + s.count, 0) / total) * 100;
}
