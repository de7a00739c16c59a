import { sql, type Migration } from "kysely";
import type { DbKind } from "../database";

/**
 * Each stored list of pages seen holds each page once (docs/decisions/0063), so the class grid
 * counts a mission's pages with the database's `json_array_length` instead of reading the list.
 * Saves merge by set union and de-duplicate what is sent; this de-duplicates what was stored
 * before.
 */
export const pagesOnce = (kind: DbKind): Migration => ({
  up: async (db) => {
    await (
      kind === "postgres"
        ? sql`update section_progress set pages = (select coalesce(jsonb_agg(distinct v), '[]')::text from jsonb_array_elements(pages::jsonb) v)`
        : sql`update section_progress set pages = (select json_group_array(value) from (select distinct value from json_each(section_progress.pages)))`
    ).execute(db);
  },
});
