import type { Kysely, Migration } from "kysely";
import { questionKeys, type QuestionKey } from "../../../core/classes/questions";
import { tallyByMission } from "../../../core/classes/tallies";
import { loadMissions } from "../../missions";

/** One member's tally rows in one class, from their answers given while a member. */
function tallyRows(
  classId: string,
  userId: string,
  answers: readonly { question: string; option: number }[],
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
 * Each member's first answers tallied per class and mission (docs/decisions/0062), so a class's
 * grid reads a few small rows a student instead of every answer. A tally goes with its
 * membership (leaving, removal, a deleted class or account), and is filled here from the
 * answers already kept, counted as the grid counted them: given while a member. (0007 moved
 * them into `class_members.tallies`.)
 */
export const firstTryTallies: Migration = {
  // Kysely hands a migration an untyped database: the tables it reads are from earlier ones.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up: async (db: Kysely<any>) => {
    await db.schema
      .createTable("first_try_tallies")
      .addColumn("class_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("section_uid", "text", (c) => c.notNull())
      .addColumn("answered", "integer", (c) => c.notNull())
      .addColumn("correct", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("first_try_tallies_pk", ["class_id", "user_id", "section_uid"])
      .addForeignKeyConstraint(
        "first_try_tallies_member",
        ["class_id", "user_id"],
        "class_members",
        ["class_id", "user_id"],
        (fk) => fk.onDelete("cascade"),
      )
      .execute();
    const answers: { class_id: string; user_id: string; question: string; option: number }[] =
      await db
        .selectFrom("first_try_answers as f")
        .innerJoin("class_members as m", "m.user_id", "f.user_id")
        .select([
          "m.class_id",
          "f.user_id",
          "f.question_id as question",
          "f.option_index as option",
        ])
        .whereRef("f.answered_at", ">=", "m.joined_at")
        .orderBy("m.class_id")
        .orderBy("f.user_id")
        .execute();
    const questions = questionKeys(await loadMissions());
    const rows = [];
    // Ordered by member: each run of one member's answers makes that member's rows.
    for (let start = 0; start < answers.length;) {
      const { class_id, user_id } = answers[start]!;
      let end = start;
      while (answers[end]?.class_id === class_id && answers[end]?.user_id === user_id) end++;
      rows.push(...tallyRows(class_id, user_id, answers.slice(start, end), questions));
      start = end;
    }
    // A few hundred rows a statement stays within both databases' limits on parameters.
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto("first_try_tallies")
        .values(rows.slice(i, i + 500))
        .execute();
    }
  },
};
