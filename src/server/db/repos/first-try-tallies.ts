import type { Kysely } from "kysely";
import type { QuestionKey } from "../../../core/classes/questions";
import { tallyByMission } from "../../../core/classes/tallies";
import type { Database } from "../schema";

type Answer = { question: string; option: number };

/** One member's tally rows in one class, from their answers given while a member. */
export function tallyRows(
  classId: string,
  userId: string,
  answers: readonly Answer[],
  questions: ReadonlyMap<string, QuestionKey>,
) {
  return [...tallyByMission(answers, questions)].map(([section, { answered, right }]) => ({
    class_id: classId,
    user_id: userId,
    section_uid: section,
    answered,
    correct: right,
  }));
}

/**
 * Adds answers just kept to the tallies of every class the student was a member of when each
 * was given (an answer made offline before joining counts for no class), in the transaction
 * that kept them.
 */
export async function addToTallies(
  trx: Kysely<Database>,
  userId: string,
  answers: readonly (Answer & { answeredAt: string })[],
  questions: ReadonlyMap<string, QuestionKey>,
): Promise<void> {
  // A resend of answers already kept adds none: no need to read the classes.
  if (answers.length === 0) return;
  const memberships = await trx
    .selectFrom("class_members")
    .select(["class_id", "joined_at"])
    .where("user_id", "=", userId)
    .execute();
  const rows = memberships.flatMap(({ class_id, joined_at }) => {
    const joined = new Date(joined_at).getTime();
    const given = answers.filter((a) => new Date(a.answeredAt).getTime() >= joined);
    return tallyRows(class_id, userId, given, questions);
  });
  if (rows.length === 0) return;
  await trx
    .insertInto("first_try_tallies")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["class_id", "user_id", "section_uid"]).doUpdateSet((eb) => ({
        answered: eb("first_try_tallies.answered", "+", eb.ref("excluded.answered")),
        correct: eb("first_try_tallies.correct", "+", eb.ref("excluded.correct")),
      })),
    )
    .execute();
}
