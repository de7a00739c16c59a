import { sql, type RawBuilder } from "kysely";
import { prepareQuery, type Db, type DbKind } from "../database";

/** `userId` is read in variant 1 only: one member's row (their own, "What my teacher sees"). */
type ByClass = { classId: string; userId: string };
const ONE_MEMBER = 1;

/** A time as the web reads it: ISO 8601 in UTC, as SQLite stores it and `toISOString` writes. */
const isoOf = (kind: DbKind, column: string) =>
  kind === "postgres"
    ? sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql.ref(column);

/** A JSON object of `[key, value]` pairs, written by the database. */
function jsonObject(kind: DbKind, pairs: [string, RawBuilder<unknown>][]) {
  const items = sql.join(pairs.flatMap(([key, value]) => [sql.lit(key), value]));
  return kind === "postgres" ? sql`json_build_object(${items})` : sql`json_object(${items})`;
}

/** One JSON object of a correlated read's rows, `key: [values]`, or `{}` when it has none. */
function objectOf(kind: DbKind, key: RawBuilder<unknown>, values: RawBuilder<unknown>[]) {
  const value = sql.join(values);
  return kind === "postgres"
    ? sql`coalesce(json_object_agg(${key}, json_build_array(${value})), '{}')`
    : sql`json_group_object(${key}, json_array(${value}))`;
}

/**
 * A class's grid rows (`GridRowData`), written whole by the database as one JSON array: per
 * member, their name, the distinct pages seen and last growth of each mission they started,
 * and their first answers tallied per mission. Nothing is made per row in JavaScript, so a
 * class of 200 costs about what one read of its rows costs (docs/decisions/0063).
 */
const gridRows = prepareQuery((db, { classId, userId }: ByClass, variant) => {
  const { kind } = db;
  const pages =
    kind === "postgres" ? sql`json_array_length(p.pages::json)` : sql`json_array_length(p.pages)`;
  const progress = db.kysely
    .selectFrom("section_progress as p")
    .select(objectOf(kind, sql`p.section_uid`, [pages, isoOf(kind, "p.updated_at")]).as("o"))
    .where(sql<boolean>`p.user_id = m.user_id`);
  const tallies = db.kysely
    .selectFrom("first_try_tallies as t")
    .select(objectOf(kind, sql`t.section_uid`, [sql`t.answered`, sql`t.correct`]).as("o"))
    .where(sql<boolean>`t.class_id = m.class_id and t.user_id = m.user_id`);
  const row = jsonObject(kind, [
    ["uid", sql`m.user_id`],
    ["name", sql`u.name`],
    ["joinedAt", isoOf(kind, "m.joined_at")],
    ["progress", sql`(${progress})`],
    ["tallies", sql`(${tallies})`],
  ]);
  const order = sql`order by u.name, m.user_id`;
  const rows =
    kind === "postgres"
      ? sql<string>`coalesce(json_agg(${row} ${order}), '[]')::text`
      : sql<string>`json_group_array(json(${row}) ${order})`;
  return db.kysely
    .selectFrom("class_members as m")
    .innerJoin("user as u", "u.id", "m.user_id")
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
