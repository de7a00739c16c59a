import { sql, type RawBuilder } from "kysely";
import { pgIso, prepareQuery, type Db, type DbKind } from "../database";

/** `userId` is read in variant 1 only: one member's row (their own, "What my teacher sees"). */
type ByClass = { classId: string; userId: string };
const ONE_MEMBER = 1;

/**
 * A class's grid rows (`GridRowData`), written whole by the database as one JSON array from one
 * small row a member: their name, their progress summary (each started mission's distinct
 * pages seen and last growth) and their tallies as a member (first answers per mission). No
 * object is made per member in JavaScript (docs/decisions/0063).
 */
const gridRows = prepareQuery((db, { classId, userId }: ByClass, variant) => {
  const order = sql`order by u.name, m.user_id`;
  const rows =
    db.kind === "postgres"
      ? sql<string>`coalesce(json_agg(json_build_object('uid', m.user_id, 'name', u.name, 'joinedAt', ${sql.raw(pgIso("m.joined_at"))}, 'progress', coalesce(s.missions, '{}')::json, 'tallies', m.tallies::json) ${order}), '[]')::text`
      : sql<string>`json_group_array(json_object('uid', m.user_id, 'name', u.name, 'joinedAt', m.joined_at, 'progress', json(coalesce(s.missions, '{}')), 'tallies', json(m.tallies)) ${order})`;
  return db.kysely
    .selectFrom("class_members as m")
    .innerJoin("user as u", "u.id", "m.user_id")
    .leftJoin("progress_summaries as s", "s.user_id", "m.user_id")
    .select(rows.as("rows"))
    .where("m.class_id", "=", classId)
    .$if(variant === ONE_MEMBER, (q) => q.where("m.user_id", "=", userId));
});

/**
 * The rows of a read as one JSON array of arrays, built by the database: one value to fetch and
 * one JSON.parse, instead of an object made per row (half the CPU for a class of 200).
 */
function asJson(kind: DbKind, items: RawBuilder<unknown>[]) {
  const row = sql.join(items);
  return kind === "postgres"
    ? sql<string>`coalesce(json_agg(json_build_array(${row})), '[]')::text`
    : sql<string>`json_group_array(json_array(${row}))`;
}

const firstTries = prepareQuery((db, { classId }: { classId: string }) =>
  db.kysely
    .selectFrom("first_try_answers as f")
    .innerJoin("class_members as m", "m.user_id", "f.user_id")
    .select(asJson(db.kind, [sql`f.user_id`, sql`f.question_id`, sql`f.option_index`]).as("rows"))
    .where("m.class_id", "=", classId)
    .whereRef("f.answered_at", ">=", "m.joined_at"),
);

/** The one JSON array an `asJson` read answers, parsed. */
const parsed = <T>(rows: { rows: string }[]) => JSON.parse(rows[0]?.rows ?? "[]") as T[];

type AnswerItem = [uid: string, question: string, option: number];

/**
 * A class's grid rows as the JSON text of a `GridRowData[]`, sent as it is; with `onlyUserId`,
 * that one member's row alone (an empty array if they are not a member).
 */
export async function gridRowsJson(db: Db, classId: string, onlyUserId?: string) {
  const variant = onlyUserId === undefined ? 0 : ONE_MEMBER;
  const [found] = await gridRows(db, { classId, userId: onlyUserId ?? "" }, variant);
  return found?.rows ?? "[]";
}

/** The first answers a class's members gave while members, for its questions (What to reteach). */
export async function memberFirstTries(db: Db, classId: string) {
  return parsed<AnswerItem>(await firstTries(db, { classId })).map(([uid, question, option]) => ({
    uid,
    question,
    option,
  }));
}
