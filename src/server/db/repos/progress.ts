import { sql, type QueryCreator, type RawBuilder } from "kysely";
import { merge, type Progress, type SectionProgress } from "../../../core/progress/progress";
import { isSectionUid, type SectionUid } from "../../../core/progress/sections";
import { prepareQuery, sqlNow, type Db, type DbKind } from "../database";
import type { Database } from "../schema";
import {
  hitArgs,
  hitLimit,
  hitOf,
  hitUpsert,
  retryingFirstHit,
  type Hit,
  type HitArgs,
  type LimitWindow,
} from "./rate-limits";

type Row = { section_uid: string; pages: string; tags: string };

const COLUMNS = ["section_uid", "pages", "tags"] as const;

/**
 * The union of the stored JSON array in `column` and the one being inserted, as a JSON array
 * in text. Order and duplicates do not matter here: loading sorts and de-duplicates.
 */
function union(kind: DbKind, column: "pages" | "tags"): RawBuilder<string> {
  const stored = sql.ref(`section_progress.${column}`);
  const sent = sql.ref(`excluded.${column}`);
  const merged =
    kind === "postgres"
      ? sql`(select coalesce(jsonb_agg(v), '[]')::text from (select jsonb_array_elements(${stored}::jsonb) v union select jsonb_array_elements(${sent}::jsonb)) u)`
      : sql`(select json_group_array(value) from (select value from json_each(${stored}) union select value from json_each(${sent})))`;
  // Most saves send pages or tags, not both: an empty list leaves the stored one as it is.
  return sql<string>`case when ${sent} = '[]' then ${stored} else ${merged} end`;
}

/** What a save sets on a stored row: the union of each list, and when it last grew. */
const mergedSet = (kind: DbKind) => ({
  pages: union(kind, "pages"),
  tags: union(kind, "tags"),
  updated_at: sqlNow(kind),
});

/** A save's arguments: the user, then each section's uid and JSON arrays, by position. */
type SaveArgs = { userId: string } & Record<`${"uid" | "pages" | "tags"}${number}`, string>;

/** An upsert of `count` sections, each merged by set union into what is stored. */
function upsertSections(db: Db, args: SaveArgs, count: number) {
  // Every name asked for here is one saveProgress fills in.
  const at = (name: keyof SaveArgs) => args[name] as string;
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: args.userId,
    section_uid: at(`uid${i}`),
    pages: at(`pages${i}`),
    tags: at(`tags${i}`),
    updated_at: sqlNow(db.kind),
  }));
  return db.kysely
    .insertInto("section_progress")
    .values(rows)
    .onConflict((oc) => oc.columns(["user_id", "section_uid"]).doUpdateSet(mergedSet(db.kind)));
}

/** SQLite has no insert inside WITH; its statements cost no round trip, so it reads after. */
const upsert = prepareQuery(upsertSections);

/** The sections just saved as the upsert returned them, then the user's others as stored. */
function savedThenStored(qc: QueryCreator<Database & { saved: Row }>, userId: string) {
  return qc
    .selectFrom("saved")
    .select(COLUMNS)
    .unionAll((eb) =>
      eb
        .selectFrom("section_progress")
        .select(COLUMNS)
        .where("user_id", "=", userId)
        .where("section_uid", "not in", eb.selectFrom("saved").select("section_uid")),
    );
}

/** PostgreSQL in one round trip: the upsert, and every section as stored after it. */
const upsertAndLoad = prepareQuery((db, args: SaveArgs, count) =>
  savedThenStored(
    db.kysely.with("saved", () => upsertSections(db, args, count).returning(COLUMNS)),
    args.userId,
  ),
);

type CountedArgs = SaveArgs & HitArgs & { max: number };

/**
 * PostgreSQL in one round trip and one commit: a hit on the save limit and, if it is within
 * the limit, the upsert, then every section as stored, each row beside the hit's count.
 */
const countedUpsertAndLoad = prepareQuery((db, args: CountedArgs, count) => {
  const at = (name: keyof SaveArgs) => args[name] as string;
  return (
    db.kysely
      .with("hit", () => hitUpsert(db, args))
      .with("saved", (qc) => {
        const section = (i: number) =>
          qc
            .selectFrom("hit")
            .select((eb) => [
              eb.val(args.userId).as("user_id"),
              eb.val(at(`uid${i}`)).as("section_uid"),
              eb.val(at(`pages${i}`)).as("pages"),
              eb.val(at(`tags${i}`)).as("tags"),
              sqlNow(db.kind).as("updated_at"),
            ])
            .where("hit.count", "<=", args.max);
        let sections = section(0);
        for (let i = 1; i < count; i++) sections = sections.unionAll(section(i));
        return qc
          .insertInto("section_progress")
          .columns(["user_id", "section_uid", "pages", "tags", "updated_at"])
          .expression(sections)
          .onConflict((oc) =>
            oc.columns(["user_id", "section_uid"]).doUpdateSet(mergedSet(db.kind)),
          )
          .returning(COLUMNS);
      })
      // Kysely's builders are invariant in their tables: this one also knows "hit", unused here.
      .with("stored", (qc) =>
        savedThenStored(qc as unknown as QueryCreator<Database & { saved: Row }>, args.userId),
      )
      .selectFrom("hit")
      .leftJoin("stored", (join) => join.onTrue())
      .select(["hit.count", "hit.lastRequest", ...COLUMNS])
  );
});

const load = prepareQuery((db, { userId }: { userId: string }) =>
  db.kysely.selectFrom("section_progress").select(COLUMNS).where("user_id", "=", userId),
);

/**
 * Saves by set union inside the database, one upsert for every section sent, so concurrent
 * saves never lose a visit (PostgreSQL locks the row, SQLite has one writer), and answers with
 * everything stored. Sections go in one fixed order: two requests upserting the same rows in
 * different orders could otherwise deadlock on PostgreSQL.
 */
export async function saveProgress(db: Db, userId: string, sent: Progress): Promise<Progress> {
  const [args, count] = saveArgs(userId, sent);
  if (count === 0) return loadProgress(db, userId);
  if (db.kind === "sqlite") {
    await upsert(db, args, count);
    return loadProgress(db, userId);
  }
  return toProgress(await upsertAndLoad(db, args, count));
}

/**
 * A save counted against a limit kept in the database (`key` as hitLimit counts it): saved
 * only if the hit is within the limit. On PostgreSQL both are one statement, so a save costs
 * one round trip and one commit; on SQLite statements cost no round trip.
 */
export async function saveProgressCounted(
  db: Db,
  userId: string,
  sent: Progress,
  limit: LimitWindow & { key: string },
): Promise<{ hit: Hit; progress?: Progress }> {
  const [args, count] = saveArgs(userId, sent);
  if (db.kind === "sqlite" || count === 0) {
    const hit = await hitLimit(db, limit.key, limit);
    return hit.allowed ? { hit, progress: await saveProgress(db, userId, sent) } : { hit };
  }
  const now = Date.now();
  const counted = { ...args, ...hitArgs(limit.key, limit.windowMs, now), max: limit.max };
  const rows = await retryingFirstHit(() => countedUpsertAndLoad(db, counted, count));
  const hit = hitOf(rows[0]!, limit, now);
  if (!hit.allowed) return { hit };
  // A student with nothing stored and nothing saved has one row: the hit's, with no section.
  const stored = rows.filter((row): row is typeof row & Row => row.section_uid !== null);
  return { hit, progress: toProgress(stored) };
}

/** The sections sent, in one fixed order, as a save's arguments, and how many there are. */
function saveArgs(userId: string, sent: Progress): [SaveArgs, number] {
  const sections = (Object.entries(sent) as [SectionUid, SectionProgress][]).sort(([a], [b]) =>
    a < b ? -1 : 1,
  );
  const args: SaveArgs = { userId };
  sections.forEach(([uid, { pages, tags }], i) => {
    args[`uid${i}`] = uid;
    // Each page once: the class grid counts them as stored (docs/decisions/0063).
    args[`pages${i}`] = JSON.stringify([...new Set(pages)]);
    args[`tags${i}`] = JSON.stringify(tags);
  });
  return [args, sections.length];
}

export async function loadProgress(db: Db, userId: string): Promise<Progress> {
  return toProgress(await load(db, { userId }));
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
