import { prepareQuery, type Db } from "../database";

const iso = (value: Date | string) => new Date(value).toISOString();

type ByClass = { classId: string };

// Each read is compiled once (prepareQuery): building them per request cost more than running
// them for a class of 35 (docs/performance.md, the class grid's row).
const members = prepareQuery((db, { classId }: ByClass) =>
  db.kysely
    .selectFrom("class_members as m")
    .innerJoin("user as u", "u.id", "m.user_id")
    .select(["m.user_id", "u.name", "m.joined_at"])
    .where("m.class_id", "=", classId)
    .orderBy("u.name")
    .orderBy("m.user_id"),
);

const progress = prepareQuery((db, { classId }: ByClass) =>
  db.kysely
    .selectFrom("section_progress as p")
    .innerJoin("class_members as m", "m.user_id", "p.user_id")
    .select(["p.user_id", "p.section_uid", "p.pages", "p.updated_at"])
    .where("m.class_id", "=", classId),
);

const firstTries = prepareQuery((db, { classId }: ByClass) =>
  db.kysely
    .selectFrom("first_try_answers as f")
    .innerJoin("class_members as m", "m.user_id", "f.user_id")
    .select(["f.user_id", "f.question_id", "f.option_index"])
    .where("m.class_id", "=", classId)
    .whereRef("f.answered_at", ">=", "m.joined_at"),
);

/**
 * What a class's grid is made of, in three reads: its members, their progress (made before
 * joining counts: it is the student's), and their first answers given while a member.
 */
export async function loadGridData(db: Db, classId: string) {
  const [memberRows, progressRows, answers] = await Promise.all([
    members(db, { classId }),
    progress(db, { classId }),
    memberFirstTries(db, classId),
  ]);
  return {
    members: memberRows.map((m) => ({ uid: m.user_id, name: m.name, joinedAt: iso(m.joined_at) })),
    progress: progressRows.map((p) => ({
      uid: p.user_id,
      section: p.section_uid,
      pages: JSON.parse(p.pages) as number[],
      updatedAt: p.updated_at === null ? null : iso(p.updated_at),
    })),
    firstTries: answers,
  };
}

/** The first answers a class's members gave while members: its grid's and its questions'. */
export async function memberFirstTries(db: Db, classId: string) {
  const rows = await firstTries(db, { classId });
  return rows.map((f) => ({ uid: f.user_id, question: f.question_id, option: f.option_index }));
}

export type GridData = Awaited<ReturnType<typeof loadGridData>>;
