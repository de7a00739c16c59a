import { sql, type Kysely } from "kysely";
import type { QuestionKey } from "../../../core/classes/questions";
import { tallyByMission, type Tally } from "../../../core/classes/tallies";
import type { SectionUid } from "../../../core/progress/sections";
import type { DbKind } from "../database";
import type { Database } from "../schema";

type Answer = { question: string; option: number; answeredAt: string };

/**
 * A membership's tallies with `added` counted in, each mission's `[answered, right]` summed in
 * the database, so two saves at once both count (PostgreSQL updates the row as committed).
 */
function withAdded(kind: DbKind, added: Map<SectionUid, Tally>) {
  const entries = [...added];
  if (kind === "postgres") {
    const was = (uid: string, i: number) =>
      sql`coalesce((tallies::jsonb #>> ${`{${uid},${i}}`})::int, 0)`;
    const pairs = entries.map(
      ([uid, { answered, right }]) =>
        sql`${uid}::text, jsonb_build_array(${was(uid, 0)} + ${answered}::int, ${was(uid, 1)} + ${right}::int)`,
    );
    return sql<string>`(tallies::jsonb || jsonb_build_object(${sql.join(pairs)}))::text`;
  }
  const was = (uid: string, i: number) =>
    sql`coalesce(json_extract(tallies, ${`$.${uid}[${i}]`}), 0)`;
  const pairs = entries.map(
    ([uid, { answered, right }]) =>
      sql`${`$.${uid}`}, json_array(${was(uid, 0)} + ${answered}, ${was(uid, 1)} + ${right})`,
  );
  return sql<string>`json_set(tallies, ${sql.join(pairs)})`;
}

/**
 * Adds answers just kept to the tallies of every class the student was a member of when each
 * was given (an answer made offline before joining counts for no class), in the transaction
 * that kept them.
 */
export async function addToTallies(
  trx: Kysely<Database>,
  kind: DbKind,
  userId: string,
  answers: readonly Answer[],
  questions: ReadonlyMap<string, QuestionKey>,
): Promise<void> {
  // A resend of answers already kept adds none: no need to read the classes.
  if (answers.length === 0) return;
  const memberships = await trx
    .selectFrom("class_members")
    .select(["class_id", "joined_at"])
    .where("user_id", "=", userId)
    .execute();
  for (const { class_id, joined_at } of memberships) {
    const joined = new Date(joined_at).getTime();
    const given = answers.filter((a) => new Date(a.answeredAt).getTime() >= joined);
    const added = tallyByMission(given, questions);
    if (added.size === 0) continue;
    await trx
      .updateTable("class_members")
      .set({ tallies: withAdded(kind, added) })
      .where("class_id", "=", class_id)
      .where("user_id", "=", userId)
      .execute();
  }
}
