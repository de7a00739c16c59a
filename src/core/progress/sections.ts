import { CATALOGUE } from "../content/catalogue";

export type SectionUid = (typeof CATALOGUE)[number]["uid"];
export type Section = { uid: SectionUid; id: string; title: string; total: number };

const uidNumber = (uid: string) => Number(uid.slice(1));

/** The mission sections of specification section 3, in its order, from the catalogue. */
export const SECTIONS: readonly Section[] = [...CATALOGUE]
  .sort((a, b) => uidNumber(a.uid) - uidNumber(b.uid))
  .map(({ uid, id, title, total }) => ({ uid, id, title, total }));

export const SECTION_UIDS: readonly SectionUid[] = SECTIONS.map((s) => s.uid);

const byUid = new Map<string, Section>(SECTIONS.map((s) => [s.uid, s]));

export function isSectionUid(value: string): value is SectionUid {
  return byUid.has(value);
}

export function sectionOf(uid: SectionUid): Section {
  const section = byUid.get(uid);
  if (!section) throw new Error(`Unknown section ${uid}`);
  return section;
}

/** Unlocked for everyone from the start (spec section 9). */
export const DEFAULT_UNLOCKED: readonly SectionUid[] = CATALOGUE.filter((m) => m.open).map(
  (m) => m.uid,
);

/** Completing the key is what unlocks the value (spec section 4, mission completion). */
export const UNLOCKS: Readonly<Partial<Record<SectionUid, SectionUid>>> = Object.fromEntries(
  CATALOGUE.flatMap((m) => (m.unlocks ? [[m.uid, m.unlocks]] : [])),
);
