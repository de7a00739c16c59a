import { sql } from "kysely";
import type { Db } from "../database";
import { deleteArchivedBefore } from "./classes";

/** How long an archived class is kept: a school year and its holidays (docs/decisions/0048). */
export const ARCHIVED_CLASS_MONTHS = 12;

/** Deletes classes archived 12 months ago or more, with their members' rows. */
export async function purgeEndedClasses(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - ARCHIVED_CLASS_MONTHS);
  return deleteArchivedBefore(db, before);
}

/**
 * Every table that holds a student's words: names, addresses, messages, sessions' addresses and
 * browsers, progress and photos. `user` is quoted: it is a reserved word in PostgreSQL.
 */
const PERSONAL_TABLES = [
  `"user"`,
  "session",
  "account",
  "verification",
  "user_settings",
  "section_progress",
  "progress_summaries",
  "avatar",
  "contact_message",
  "classes",
  "class_teachers",
  "class_members",
  "class_invites",
  "first_try_answers",
];

/** Why a deleted student could still be read in PostgreSQL's WAL after a purge, for the log. */
const WAL_GAPS = {
  recycled:
    'wal_recycle is on: old WAL segments are renamed for reuse, not removed, so deleted rows stay readable in them until overwritten (docs/deploy.md, "Deleted means gone")',
  switch:
    "pg_switch_wal() was refused: the WAL segment being written keeps deleted rows until it is full (grant EXECUTE on it, docs/deploy.md)",
  checkpoint:
    "CHECKPOINT was refused: old WAL segments and table files wait for PostgreSQL's own checkpoint (grant pg_checkpoint, docs/deploy.md)",
};

/**
 * Makes deleted students' rows unreadable in PostgreSQL's files, its WAL included
 * (docs/deploy.md, "Deleted means gone"). A delete only marks a row dead, and VACUUM only marks
 * its space free: the bytes stay in the table and index files until something overwrites them.
 * VACUUM FULL writes each table and its indexes anew from the live rows and drops the old
 * files. The WAL still holds every row as it was written: `pg_switch_wal()` closes the segment
 * being written, and the CHECKPOINT then writes the new table files out, lets the old ones go
 * and removes every segment before it, which with `wal_recycle = off` deletes them rather than
 * renaming them for reuse. SQLite needs none of this: it overwrites deleted rows with zeros as
 * it deletes them (secure_delete).
 *
 * VACUUM FULL locks each table while it copies it (milliseconds for a school's rows), so it
 * runs once a day. What the database's settings or the role's grants leave undone is returned
 * in words for the log; the rest is done all the same.
 */
export async function purgeDeletedRows(db: Db): Promise<string[]> {
  if (db.kind !== "postgres") return [];
  await sql.raw(`vacuum full ${PERSONAL_TABLES.join(", ")}`).execute(db.kysely);
  const gaps: string[] = [];
  const refused = (gap: string) => () => void gaps.push(gap);
  const { rows } = await sql<{
    recycle: string;
  }>`select current_setting('wal_recycle') as recycle`.execute(db.kysely);
  if (rows[0]?.recycle !== "off") gaps.push(WAL_GAPS.recycled);
  await sql`select pg_switch_wal()`.execute(db.kysely).catch(refused(WAL_GAPS.switch));
  await sql`checkpoint`.execute(db.kysely).catch(refused(WAL_GAPS.checkpoint));
  return gaps;
}
