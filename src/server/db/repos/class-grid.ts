import { sql } from "kysely";
import { prepareQuery, type Db, type DbKind } from "../database";

const iso = (value: Date | string) => new Date(value).toISOString();

/** `userId` is read in variant 1 only: one member's rows (their own row of the grid). */
type ByClass = { classId: string; userId: string };
const ONE_MEMBER = 1;

// Each read is compiled once (prepareQuery): building them per request cost more than running
// them for a class of 35 (docs/performance-log.md, the class grid).
const members = prepareQuery((db, { classId, userId }: ByClass, variant) =>
  db.kysely
    .selectFrom("class_members as m")
    .innerJoin("user as u", "u.id", "m.user_id")
    .select(["m.user_id", "u.name", "m.joined_at"])
    .where("m.class_id", "=", classId)
    .$if(variant === ONE_MEMBER, (q) => q.where("m.user_id", "=", userId))
    .orderBy("u.name")
    .orderBy("m.user_id"),
);

/** How many distinct pages a stored JSON array of pages holds, counted where it is stored. */
const pagesSeen = (kind: DbKind) =>
  kind === "postgres"
    ? sql<number>`(select count(distinct v) from jsonb_array_elements(p.pages::jsonb) v)::int`
    : sql<number>`(select count(distinct value) from json_each(p.pages))`;

const progress = prepareQuery((db, { classId, userId }: ByClass, variant) =>
  db.kysely
    .selectFrom("section_progress as p")
    .innerJoin("class_members as m", "m.user_id", "p.user_id")
    .select(["p.user_id", "p.section_uid", pagesSeen(db.kind).as("seen"), "p.updated_at"])
    .where("m.class_id", "=", classId)
    .$if(variant === ONE_MEMBER, (q) => q.where("m.user_id", "=", userId)),
);

const firstTries = prepareQuery((db, { classId, userId }: ByClass, variant) =>
  db.kysely
    .selectFrom("first_try_answers as f")
    .innerJoin("class_members as m", "m.user_id", "f.user_id")
    .select(["f.user_id", "f.question_id", "f.option_index"])
    .where("m.class_id", "=", classId)
    .$if(variant === ONE_MEMBER, (q) => q.where("m.user_id", "=", userId))
    .whereRef("f.answered_at", ">=", "m.joined_at"),
);

/**
 * What a class's grid is made of, in three reads: its members, their progress (made before
 * joining counts: it is the student's) as pages seen per mission, and their first answers given while a member. With
 * `onlyUserId`, the same for that one member (their own row, "What my teacher sees").
 */
export async function loadGridData(db: Db, classId: string, onlyUserId?: string) {
  const args = { classId, userId: onlyUserId ?? "" };
  const variant = onlyUserId === undefined ? 0 : ONE_MEMBER;
  const [memberRows, progressRows, answers] = await Promise.all([
    members(db, args, variant),
    progress(db, args, variant),
    firstTries(db, args, variant),
  ]);
  return {
    members: memberRows.map((m) => ({ uid: m.user_id, name: m.name, joinedAt: iso(m.joined_at) })),
    progress: progressRows.map((p) => ({
      uid: p.user_id,
      section: p.section_uid,
      seen: p.seen,
      updatedAt: p.updated_at === null ? null : iso(p.updated_at),
    })),
    firstTries: answers.map(answerOf),
  };
}

const answerOf = (f: { user_id: string; question_id: string; option_index: number }) => ({
  uid: f.user_id,
  question: f.question_id,
  option: f.option_index,
});

/** The first answers a class's members gave while members: its grid's and its questions'. */
export async function memberFirstTries(db: Db, classId: string) {
  return (await firstTries(db, { classId, userId: "" })).map(answerOf);
}

export type GridData = Awaited<ReturnType<typeof loadGridData>>;
