import { merge, type Progress, type SectionProgress } from "../../../core/progress/progress";
import { isSectionUid, type SectionUid } from "../../../core/progress/sections";
import type { Db } from "../database";

type Row = { section_uid: string; kind: "page" | "tag"; item: string };

const key = (r: Row) => `${r.section_uid}\u0000${r.kind}\u0000${r.item}`;

/**
 * Progress is a grow-only set of rows, so saving is an insert that ignores what is there, and
 * the answer is what was stored before plus what was sent.
 * Rows go in one fixed order: PostgreSQL locks each new key as it inserts it, and two requests
 * inserting the same keys in different orders (sections sent in another order) would deadlock.
 */
export async function saveProgress(db: Db, userId: string, sent: Progress): Promise<Progress> {
  const now = new Date().toISOString();
  const rows = (Object.entries(sent) as [SectionUid, SectionProgress][])
    .flatMap(([uid, { pages, tags }]): Row[] => [
      ...pages.map((p) => ({ kind: "page" as const, item: String(p), section_uid: uid })),
      ...tags.map((t) => ({ kind: "tag" as const, item: t, section_uid: uid })),
    ])
    .map((r) => ({ row: r, key: key(r) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => ({ ...row, user_id: userId, created_at: now }));
  if (rows.length === 0) return loadProgress(db, userId);
  const insert = db.kysely
    .insertInto("mission_progress")
    .values(rows)
    .onConflict((oc) => oc.columns(["user_id", "section_uid", "kind", "item"]).doNothing());
  let before: Row[];
  if (db.kind === "postgres") {
    // One round trip instead of two: the insert rides along as a CTE. The select sees the
    // table as it was before the insert (one snapshot), which is why the rows sent are added.
    before = await db.kysely
      .with("saved", () => insert)
      .selectFrom("mission_progress")
      .select(["section_uid", "kind", "item"])
      .where("user_id", "=", userId)
      .execute();
  } else {
    // SQLite has no insert inside WITH; its statements cost no round trip.
    await insert.execute();
    before = await progressRows(db, userId);
  }
  return toProgress([...before, ...rows]);
}

export async function loadProgress(db: Db, userId: string): Promise<Progress> {
  return toProgress(await progressRows(db, userId));
}

function progressRows(db: Db, userId: string): Promise<Row[]> {
  return db.kysely
    .selectFrom("mission_progress")
    .select(["section_uid", "kind", "item"])
    .where("user_id", "=", userId)
    .execute();
}

function toProgress(rows: Row[]): Progress {
  const found: Partial<Record<SectionUid, { pages: number[]; tags: string[] }>> = {};
  for (const { section_uid, kind, item } of rows) {
    if (!isSectionUid(section_uid)) continue;
    const section = (found[section_uid] ??= { pages: [], tags: [] });
    if (kind === "page") section.pages.push(Number(item));
    else section.tags.push(item);
  }
  // Merging into nothing sorts and de-duplicates each section.
  return merge({}, found);
}
