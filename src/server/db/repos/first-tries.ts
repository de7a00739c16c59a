import type { QuestionKey } from "../../../core/classes/questions";
import type { Db } from "../database";
import { addToTallies } from "./first-try-tallies";

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

/**
 * Keeps each answer unless one is stored for its question already, and adds the new ones to the
 * student's classes' tallies: how many were new.
 */
export async function saveFirstTries(
  db: Db,
  userId: string,
  answers: readonly FirstTry[],
  questions: ReadonlyMap<string, QuestionKey>,
): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const kept = await trx
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
      .returning(["question_id as question", "option_index as option", "answered_at"])
      .execute();
    await addToTallies(
      trx,
      db.kind,
      userId,
      kept.map((k) => ({ question: k.question, option: k.option, answeredAt: iso(k.answered_at) })),
      questions,
    );
    return kept.length;
  });
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
