import { sql, type Migration } from "kysely";
import type { DbKind } from "../database";

/**
 * Progress moves from a row per visited page or opened item to a row per student and section,
 * its pages and tags as JSON arrays in text (docs/decisions/0016). Saving becomes one upsert
 * that takes the union inside the database, and loading reads at most nine rows.
 */
export function progressPerSection(kind: DbKind): Migration {
  const pg = kind === "postgres";
  // The old rows, grouped: page numbers as JSON numbers, tags as JSON strings.
  const pages = pg
    ? sql`coalesce(json_agg(item::integer order by item::integer) filter (where kind = 'page'), '[]')::text`
    : sql`json_group_array(cast(item as integer)) filter (where kind = 'page')`;
  const tags = pg
    ? sql`coalesce(json_agg(item order by item) filter (where kind = 'tag'), '[]')::text`
    : sql`json_group_array(item) filter (where kind = 'tag')`;
  return {
    up: async (db) => {
      await db.schema
        .createTable("section_progress")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("section_uid", "text", (c) => c.notNull())
        .addColumn("pages", "text", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("section_progress_pk", ["user_id", "section_uid"])
        .execute();
      await sql`insert into section_progress (user_id, section_uid, pages, tags)
        select user_id, section_uid, ${pages}, ${tags}
        from mission_progress group by user_id, section_uid`.execute(db);
      await db.schema.dropTable("mission_progress").execute();
    },
  };
}
