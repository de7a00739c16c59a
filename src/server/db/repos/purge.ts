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
  "avatar",
  "contact_message",
  "classes",
  "class_teachers",
  "class_members",
  "class_invites",
  "first_try_answers",
];

/**
 * Makes deleted students' rows unreadable in PostgreSQL's files (docs/deploy.md, "Deleted means
 * gone"). A delete only marks a row dead, and VACUUM only marks its space free: the bytes stay
 * in the table and index files until something happens to overwrite them. VACUUM FULL writes
 * each table and its indexes anew from the live rows and drops the old files; the CHECKPOINT
 * writes the new ones out at once and lets the old files go. SQLite needs none of this: it
 * overwrites deleted rows with zeros as it deletes them (secure_delete).
 *
 * VACUUM FULL locks each table while it copies it (milliseconds for a school's rows), so it
 * runs once a day. CHECKPOINT needs the pg_checkpoint role (PostgreSQL 15+) or a superuser;
 * without it, PostgreSQL's own checkpoint (every 5 minutes by default) does the same shortly.
 */
export async function purgeDeletedRows(db: Db): Promise<void> {
  if (db.kind !== "postgres") return;
  await sql.raw(`vacuum full ${PERSONAL_TABLES.join(", ")}`).execute(db.kysely);
  await sql`checkpoint`.execute(db.kysely).catch(() => {});
}
