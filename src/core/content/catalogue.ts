import type { Mission, MissionContent } from "./schema";

/**
 * Every mission, one row each: the one place its uid, slug, title, page total, topic, what
 * completing it unlocks and whether it is open from the start are written (spec sections 2, 3,
 * 4 and 9). The section table, the topics, the unlock table and the default-unlocked set are
 * derived from it (`progress/sections.ts`, `topics.ts`), and a content file is joined with its
 * row by `missionFor`. Adding a mission is its row here, its content file, its art file and its
 * spec-table rows (docs/missions.md). Where the route metadata disagrees (it gives Student
 * loans the uid m10), this table follows spec section 3: see docs/decisions/0009.
 */

/** The five topics in journey order (spec section 2). */
export const TOPIC_ROWS = [
  { slug: "what-is-banking", title: "What is banking" },
  { slug: "budgeting", title: "Budgeting" },
  { slug: "different-payment-options", title: "Payment options" },
  { slug: "basics-of-credit", title: "Basics of credit" },
  { slug: "life-after-school", title: "Life after school" },
] as const;

type TopicSlug = (typeof TOPIC_ROWS)[number]["slug"];

/** The missions, each topic's in journey order. `id` is the section id of spec section 3. */
export const CATALOGUE = [
  {
    uid: "m7",
    id: "typesofbankaccounts",
    slug: "types-of-bank-accounts",
    title: "Types of bank accounts",
    total: 6,
    topic: "what-is-banking",
    unlocks: "m2",
    open: true,
  },
  {
    uid: "m2",
    id: "typesofcards",
    slug: "types-of-cards",
    title: "Types of cards",
    total: 7,
    topic: "what-is-banking",
    unlocks: "m0",
    open: false,
  },
  {
    uid: "m0",
    id: "bankingfundamentals",
    slug: "banking-fundamentals",
    title: "Banking fundamentals",
    total: 11,
    topic: "what-is-banking",
    unlocks: null,
    open: false,
  },
  {
    uid: "m1",
    id: "impactofsavings",
    slug: "impact-of-savings",
    title: "Impact of savings",
    total: 14,
    topic: "budgeting",
    unlocks: "m8",
    open: true,
  },
  {
    uid: "m8",
    id: "unnecessaryspending",
    slug: "awareness-of-unnecessary-spending",
    title: "Unnecessary spending",
    total: 8,
    topic: "budgeting",
    unlocks: null,
    open: false,
  },
  {
    uid: "m9",
    id: "buynowpaylater",
    slug: "buy-now-pay-later",
    title: "Buy now pay later",
    total: 11,
    topic: "different-payment-options",
    unlocks: null,
    open: true,
  },
  {
    uid: "m10",
    id: "whatiscredit",
    slug: "what-is-credit",
    title: "What is credit",
    total: 12,
    topic: "basics-of-credit",
    unlocks: null,
    open: true,
  },
  {
    uid: "m3",
    id: "studentsloans",
    slug: "student-loans",
    title: "Student loans",
    total: 12,
    topic: "life-after-school",
    unlocks: "m6",
    open: true,
  },
  {
    uid: "m6",
    id: "workinglife",
    slug: "working-life",
    title: "Working life",
    total: 10,
    topic: "life-after-school",
    unlocks: null,
    open: false,
  },
] as const satisfies readonly {
  uid: `m${number}`;
  id: string;
  slug: string;
  title: string;
  total: number;
  topic: TopicSlug;
  /** The mission that completing this one unlocks (spec section 4), or null. */
  unlocks: `m${number}` | null;
  /** Unlocked for everyone from the start (spec section 9). */
  open: boolean;
}[];

export type CatalogueRow = (typeof CATALOGUE)[number];

/** A mission's row by its uid. */
export function catalogueRow(uid: CatalogueRow["uid"]): CatalogueRow {
  const row = CATALOGUE.find((m) => m.uid === uid);
  if (!row) throw new Error(`No mission ${uid} in the catalogue`);
  return row;
}

/**
 * A content file joined with its catalogue row: the file is named by the slug and holds only its
 * content, so the uid and title are written once, here (docs/missions.md). It lives in this
 * module, not one of its own, so the player's chunk and the server share it without a chunk of
 * the player importing a page's chunk back (a cycle the bundler may order wrongly).
 */
export function missionFor(slug: string, content: MissionContent): Mission {
  const row = CATALOGUE.find((m) => m.slug === slug);
  if (!row) throw new Error(`missions/${slug}.ts has no row in the catalogue`);
  return { uid: row.uid, slug: row.slug, title: row.title, ...content };
}

/** The slug a mission's content or art file is named by: its name without folder or extension. */
export function slugOfFile(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
}
