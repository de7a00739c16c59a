import { sql, type RawBuilder } from "kysely";
import { merge, type Progress, type SectionProgress } from "../../../core/progress/progress";
import { isSectionUid, type SectionUid } from "../../../core/progress/sections";
import type { Db, DbKind } from "../database";

type Row = { section_uid: string; pages: string; tags: string };

const COLUMNS = ["section_uid", "pages", "tags"] as const;

/**
 * The union of the stored JSON array in `column` and the one being inserted, as a JSON array
 * in text. Order and duplicates do not matter here: loading sorts and de-duplicates.
 */
function union(kind: DbKind, column: "pages" | "tags"): RawBuilder<string> {
  const stored = sql.ref(`section_progress.${column}`);
  const sent = sql.ref(`excluded.${column}`);
  return kind === "postgres"
    ? sql`(select coalesce(jsonb_agg(v), '[]')::text from (select jsonb_array_elements(${stored}::jsonb) v union select jsonb_array_elements(${sent}::jsonb)) u)`
    : sql`(select json_group_array(value) from (select value from json_each(${stored}) union select value from json_each(${sent})))`;
}

/**
 * Saves by set union inside the database, one upsert for every section sent, so concurrent
 * saves never lose a visit (PostgreSQL locks the row, SQLite has one writer), and answers with
 * everything stored. Sections go in one fixed order: two requests upserting the same rows in
 * different orders could otherwise deadlock on PostgreSQL.
 */
export async function saveProgress(db: Db, userId: string, sent: Progress): Promise<Progress> {
  const rows = (Object.entries(sent) as [SectionUid, SectionProgress][])
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([uid, { pages, tags }]) => ({
      user_id: userId,
      section_uid: uid,
      pages: JSON.stringify(pages),
      tags: JSON.stringify(tags),
    }));
  if (rows.length === 0) return loadProgress(db, userId);
  const upsert = db.kysely
    .insertInto("section_progress")
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(["user_id", "section_uid"])
        .doUpdateSet({ pages: union(db.kind, "pages"), tags: union(db.kind, "tags") }),
    );
  if (db.kind === "sqlite") {
    // SQLite has no insert inside WITH; its statements cost no round trip.
    await upsert.execute();
    return loadProgress(db, userId);
  }
  // One round trip: the sections just saved as the upsert returns them, the others as stored.
  const stored = await db.kysely
    .with("saved", () => upsert.returning(COLUMNS))
    .selectFrom("saved")
    .select(COLUMNS)
    .unionAll((eb) =>
      eb
        .selectFrom("section_progress")
        .select(COLUMNS)
        .where("user_id", "=", userId)
        .where("section_uid", "not in", eb.selectFrom("saved").select("section_uid")),
    )
    .execute();
  return toProgress(stored);
}

export async function loadProgress(db: Db, userId: string): Promise<Progress> {
  const stored = await db.kysely
    .selectFrom("section_progress")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .execute();
  return toProgress(stored);
}

function toProgress(rows: Row[]): Progress {
  const found: Partial<Record<SectionUid, SectionProgress>> = {};
  for (const { section_uid, pages, tags } of rows) {
    if (!isSectionUid(section_uid)) continue;
    found[section_uid] = { pages: listOf(pages, "number"), tags: listOf(tags, "string") };
  }
  // Merging into nothing sorts and de-duplicates each section.
  return merge({}, found);
}

function listOf(json: string, type: "number"): number[];
function listOf(json: string, type: "string"): string[];
function listOf(json: string, type: "number" | "string"): unknown[] {
  const list: unknown = JSON.parse(json);
  return Array.isArray(list) ? list.filter((item) => typeof item === type) : [];
}
