import type { Db } from "../database";

export type FirstTry = { question: string; option: number; answeredAt: string };

const iso = (value: Date | string) => new Date(value).toISOString();

/** Whether the account is a member of a class that has not ended: only then are answers kept. */
export async function inOpenClass(db: Db, userId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("class_members as m")
    .innerJoin("classes as c", "c.id", "m.class_id")
    .select("m.user_id")
    .where("m.user_id", "=", userId)
    .where("c.archived_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps each answer unless one is stored for its question already: how many were new. */
export async function saveFirstTries(
  db: Db,
  userId: string,
  answers: readonly FirstTry[],
): Promise<number> {
  const result = await db.kysely
    .insertInto("first_try_answers")
    .values(
      answers.map((a) => ({
        user_id: userId,
        question_id: a.question,
        option_index: a.option,
        answered_at: a.answeredAt,
      })),
    )
    .onConflict((oc) => oc.columns(["user_id", "question_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** A student's own first answers, for their data export. */
export async function loadFirstTries(db: Db, userId: string): Promise<FirstTry[]> {
  const rows = await db.kysely
    .selectFrom("first_try_answers")
    .select(["question_id", "option_index", "answered_at"])
    .where("user_id", "=", userId)
    .orderBy("answered_at")
    .orderBy("question_id")
    .execute();
  return rows.map((r) => ({
    question: r.question_id,
    option: r.option_index,
    answeredAt: iso(r.answered_at),
  }));
}

/** When the account was made: no answer is dated before it. */
export async function accountCreatedAt(db: Db, userId: string): Promise<Date> {
  const row = await db.kysely
    .selectFrom("user")
    .select("createdAt")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return new Date(row.createdAt);
}
