import { sql, type Kysely, type Migration } from "kysely";
import { pgIso, type DbKind } from "../database";

/**
 * Keeps `progress_summaries` as `section_progress` changes, whoever changes it: the row's entry
 * set in its student's summary (made if missing) on every insert and update, and removed with
 * the row. An update of the summary sees it as committed (PostgreSQL, read committed), so two
 * missions saved at once both stay. About 10 µs of CPU a save on SQLite (docs/performance-log.md,
 * 2026-11-27 05:23).
 */
async function summaryTriggers(db: Kysely<unknown>, kind: DbKind) {
  const pg = kind === "postgres";
  const made = `insert into progress_summaries (user_id, missions) values (new.user_id, '{}')
    on conflict (user_id) do nothing`;
  const entry = pg
    ? `jsonb_build_array(json_array_length(new.pages::json), ${pgIso("new.updated_at")})`
    : "json_array(json_array_length(new.pages), new.updated_at)";
  const set = pg
    ? `jsonb_set(missions::jsonb, array[new.section_uid], ${entry})::text`
    : `json_set(missions, '$.' || new.section_uid, ${entry})`;
  const kept = `${made}; update progress_summaries set missions = ${set} where user_id = new.user_id;`;
  const removed = `update progress_summaries set missions = ${
    pg
      ? "(missions::jsonb - old.section_uid)::text"
      : "json_remove(missions, '$.' || old.section_uid)"
  } where user_id = old.user_id;`;
  if (pg) {
    await sql
      .raw(
        `create function progress_summary() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then ${removed} return old; end if;
          ${kept} return new;
        end $$`,
      )
      .execute(db);
    await sql`create trigger progress_summary after insert or update or delete on section_progress
      for each row execute function progress_summary()`.execute(db);
    return;
  }
  for (const event of ["insert", "update"]) {
    await sql
      .raw(
        `create trigger progress_summary_${event} after ${event} on section_progress begin ${kept} end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger progress_summary_delete after delete on section_progress begin ${removed} end`,
    )
    .execute(db);
}

/**
 * What a class's grid reads, kept ready as it changes (docs/decisions/0063), so the database
 * writes a grid of 200 students from one small row each instead of up to eighteen:
 * - each stored list of pages seen holds each page once (saves de-duplicate what is sent), so
 *   the database counts a mission's pages;
 * - `progress_summaries`: per student, each started mission's pages seen and last growth, kept
 *   by triggers on `section_progress`;
 * - `class_members.tallies`: a member's first answers per mission, given while a member, and how
 *   many were right, in place of the `first_try_tallies` rows (decision 0062), filled from them.
 */
export const gridFacts = (kind: DbKind): Migration => ({
  // Kysely hands a migration an untyped database: the tables it reads are from earlier ones.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up: async (db: Kysely<any>) => {
    await db.schema
      .createTable("progress_summaries")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("missions", "text", (c) => c.notNull())
      .execute();
    await summaryTriggers(db, kind);
    // Every row rewritten with each page once, which also fills the summaries (the triggers).
    await (
      kind === "postgres"
        ? sql`update section_progress set pages = (select coalesce(jsonb_agg(distinct v), '[]')::text from jsonb_array_elements(pages::jsonb) v)`
        : sql`update section_progress set pages = (select json_group_array(value) from (select distinct value from json_each(section_progress.pages)))`
    ).execute(db);

    await db.schema
      .alterTable("class_members")
      .addColumn("tallies", "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
    const tallied =
      kind === "postgres"
        ? "jsonb_object_agg(t.section_uid, jsonb_build_array(t.answered, t.correct))::text"
        : "json_group_object(t.section_uid, json_array(t.answered, t.correct))";
    const ofMember =
      "from first_try_tallies t where t.class_id = class_members.class_id and t.user_id = class_members.user_id";
    await sql
      .raw(
        `update class_members set tallies = (select ${tallied} ${ofMember}) where exists (select 1 ${ofMember})`,
      )
      .execute(db);
    await db.schema.dropTable("first_try_tallies").execute();
  },
});
