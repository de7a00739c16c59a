/**
 * The mission sections of specification section 3. Where the route metadata disagrees
 * (it gives Student loans the uid m10), this table wins: see docs/decisions/0009.
 */
export const SECTIONS = [
  { uid: "m0", id: "bankingfundamentals", title: "Banking fundamentals", total: 11 },
  { uid: "m1", id: "impactofsavings", title: "Impact of savings", total: 14 },
  { uid: "m2", id: "typesofcards", title: "Types of cards", total: 7 },
  { uid: "m3", id: "studentsloans", title: "Student loans", total: 12 },
  { uid: "m6", id: "workinglife", title: "Working life", total: 10 },
  { uid: "m7", id: "typesofbankaccounts", title: "Types of bank accounts", total: 6 },
  { uid: "m8", id: "unnecessaryspending", title: "Unnecessary spending", total: 8 },
  { uid: "m9", id: "buynowpaylater", title: "Buy now pay later", total: 11 },
  { uid: "m10", id: "whatiscredit", title: "What is credit", total: 12 },
] as const;

export type Section = (typeof SECTIONS)[number];
export type SectionUid = Section["uid"];

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
export const DEFAULT_UNLOCKED: readonly SectionUid[] = ["m7", "m1", "m3", "m9", "m10"];

/** Completing the key is what unlocks the value (spec section 4, mission completion). */
export const UNLOCKS: Readonly<Partial<Record<SectionUid, SectionUid>>> = {
  m3: "m6",
  m2: "m0",
  m1: "m8",
  m7: "m2",
};
