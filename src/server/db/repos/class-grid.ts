import { sql, type RawBuilder } from "kysely";
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

const progress = prepareQuery((db, { classId, userId }: ByClass, variant) =>
  db.kysely
    .selectFrom("section_progress as p")
    .innerJoin("class_members as m", "m.user_id", "p.user_id")
    .select(
      asJson(db.kind, [
        sql`p.user_id`,
        sql`p.section_uid`,
        db.kind === "postgres" ? sql`p.pages::json` : sql`json(p.pages)`,
        sql`p.updated_at`,
      ]).as("rows"),
    )
    .where("m.class_id", "=", classId)
    .$if(variant === ONE_MEMBER, (q) => q.where("m.user_id", "=", userId)),
);

const firstTries = prepareQuery((db, { classId }: { classId: string }) =>
  db.kysely
    .selectFrom("first_try_answers as f")
    .innerJoin("class_members as m", "m.user_id", "f.user_id")
    .select(asJson(db.kind, [sql`f.user_id`, sql`f.question_id`, sql`f.option_index`]).as("rows"))
    .where("m.class_id", "=", classId)
    .whereRef("f.answered_at", ">=", "m.joined_at"),
);

const tallies = prepareQuery((db, { classId, userId }: ByClass, variant) =>
  db.kysely
    .selectFrom("first_try_tallies as t")
    .select(
      asJson(db.kind, [sql`t.user_id`, sql`t.section_uid`, sql`t.answered`, sql`t.correct`]).as(
        "rows",
      ),
    )
    .where("t.class_id", "=", classId)
    .$if(variant === ONE_MEMBER, (q) => q.where("t.user_id", "=", userId)),
);

/** The one JSON array an `asJson` read answers, parsed. */
const parsed = <T>(rows: { rows: string }[]) => JSON.parse(rows[0]?.rows ?? "[]") as T[];

type ProgressItem = [uid: string, section: string, pages: number[], updatedAt: string | null];
type AnswerItem = [uid: string, question: string, option: number];
type TallyItem = [uid: string, section: string, answered: number, right: number];

/**
 * What a class's grid is made of, in three reads: its members, their pages seen per mission
 * (progress made before joining counts: it is the student's), and their first answers given
 * while a member, as tallied per mission when they were kept. With `onlyUserId`, the same for
 * that one member (their own row, "What my teacher sees").
 */
export async function loadGridData(db: Db, classId: string, onlyUserId?: string) {
  const args = { classId, userId: onlyUserId ?? "" };
  const variant = onlyUserId === undefined ? 0 : ONE_MEMBER;
  const [memberRows, progressRows, tallyRows] = await Promise.all([
    members(db, args, variant),
    progress(db, args, variant),
    tallies(db, args, variant),
  ]);
  return {
    members: memberRows.map((m) => ({ uid: m.user_id, name: m.name, joinedAt: iso(m.joined_at) })),
    progress: parsed<ProgressItem>(progressRows).map(([uid, section, pages, updatedAt]) => ({
      uid,
      section,
      seen: new Set(pages).size,
      updatedAt: updatedAt === null ? null : iso(updatedAt),
    })),
    tallies: parsed<TallyItem>(tallyRows).map(([uid, section, answered, right]) => ({
      uid,
      section,
      answered,
      right,
    })),
  };
}

/** The first answers a class's members gave while members, for its questions (What to reteach). */
export async function memberFirstTries(db: Db, classId: string) {
  return parsed<AnswerItem>(await firstTries(db, { classId })).map(([uid, question, option]) => ({
    uid,
    question,
    option,
  }));
}

export type GridData = Awaited<ReturnType<typeof loadGridData>>;
