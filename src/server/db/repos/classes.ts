import type { ExpressionBuilder, Kysely } from "kysely";
import { prepareQuery, type Db } from "../database";
import type { Database } from "../schema";

export type Role = "owner" | "teacher" | "member";

/** A class row with its owner's name and email, and the asking account's role in it. */
export type ClassRow = {
  id: string;
  name: string;
  join_code: string;
  joining_open: number;
  archived_at: Date | string | null;
  created_at: Date | string;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  role: Role;
  members: number;
};

/** How many members the class `c` of a query has (a number or a numeric string, by database). */
const memberCount = (eb: ExpressionBuilder<Database & { c: Database["classes"] }, "c">) =>
  eb
    .selectFrom("class_members as n")
    .whereRef("n.class_id", "=", "c.id")
    .select((e) => e.fn.countAll<number | string>().as("count"))
    .as("members");

/** The classes an account owns, co-teaches or is a member of, or one of them by id. */
function classesOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("classes as c")
    .innerJoin("user as o", "o.id", "c.owner_id")
    .leftJoin("class_teachers as t", (j) =>
      j.onRef("t.class_id", "=", "c.id").on("t.user_id", "=", userId),
    )
    .leftJoin("class_members as m", (j) =>
      j.onRef("m.class_id", "=", "c.id").on("m.user_id", "=", userId),
    )
    .select((eb) => [
      "c.id",
      "c.name",
      "c.join_code",
      "c.joining_open",
      "c.archived_at",
      "c.created_at",
      "c.owner_id",
      "o.name as owner_name",
      "o.email as owner_email",
      eb
        .case()
        .when("c.owner_id", "=", userId)
        .then("owner")
        .when("t.user_id", "is not", null)
        .then("teacher")
        .else("member")
        .end()
        .$castTo<Role>()
        .as("role"),
      memberCount(eb),
    ])
    .where((eb) =>
      eb.or([
        eb("c.owner_id", "=", userId),
        eb("t.user_id", "is not", null),
        eb("m.user_id", "is not", null),
      ]),
    );
}

const withCount = <T extends { members: number | string | null }>(row: T) => ({
  ...row,
  members: Number(row.members ?? 0),
});

export async function listClasses(db: Db, userId: string): Promise<ClassRow[]> {
  const rows = await classesOf(db.kysely, userId).orderBy("c.created_at").orderBy("c.id").execute();
  return rows.map(withCount);
}

/** Every class route reads its class this way: compiled once (prepareQuery), not per request. */
const classById = prepareQuery((db, { classId, userId }: { classId: string; userId: string }) =>
  classesOf(db.kysely, userId).where("c.id", "=", classId),
);

/** One class, if the account owns, teaches or belongs to it: undefined for any other. */
export async function findClass(
  db: Db,
  classId: string,
  userId: string,
): Promise<ClassRow | undefined> {
  const [row] = await classById(db, { classId, userId });
  return row && withCount(row);
}

/** Whether the account owns or co-teaches a class, archived or not: read on every GET /api/me. */
const aClassTaught = prepareQuery((db, { userId }: { userId: string }) =>
  db.kysely
    .selectFrom("classes")
    .select("id")
    .where("owner_id", "=", userId)
    .unionAll(
      db.kysely.selectFrom("class_teachers").select("class_id as id").where("user_id", "=", userId),
    )
    .limit(1),
);

export async function teachesAClass(db: Db, userId: string): Promise<boolean> {
  return (await aClassTaught(db, { userId })).length > 0;
}

export async function updateClass(
  db: Db,
  classId: string,
  patch: { name?: string; joiningOpen?: boolean; code?: string; archivedAt?: string },
): Promise<void> {
  await db.kysely
    .updateTable("classes")
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.joiningOpen !== undefined ? { joining_open: patch.joiningOpen ? 1 : 0 } : {}),
      ...(patch.code !== undefined ? { join_code: patch.code } : {}),
      ...(patch.archivedAt !== undefined ? { archived_at: patch.archivedAt } : {}),
    })
    .where("id", "=", classId)
    .execute();
}

export async function deleteClass(db: Db, classId: string): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    // Members' first answers go with their last class (forgetMembership does the same).
    const members = await trx
      .selectFrom("class_members")
      .select("user_id")
      .where("class_id", "=", classId)
      .execute();
    await trx.deleteFrom("classes").where("id", "=", classId).execute();
    for (const { user_id } of members) await dropFirstTriesIfClassless(trx, user_id);
  });
}

/** A class its code opens: not archived, joining open. */
export async function findOpenClass(db: Db, code: string) {
  return db.kysely
    .selectFrom("classes as c")
    .innerJoin("user as o", "o.id", "c.owner_id")
    .select(["c.id", "c.name", "c.owner_id", "o.name as owner_name", "o.email as owner_email"])
    .where("c.join_code", "=", code)
    .where("c.joining_open", "=", 1)
    .where("c.archived_at", "is", null)
    .executeTakeFirst();
}

/** Deletes a membership; the student's first answers go too if it was their last class. */
export async function removeMember(db: Db, classId: string, userId: string): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("class_members")
      .where("class_id", "=", classId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    await dropFirstTriesIfClassless(trx, userId);
    return Number(removed.numDeletedRows) > 0;
  });
}

async function dropFirstTriesIfClassless(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .deleteFrom("first_try_answers")
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("class_members").select("user_id").where("user_id", "=", userId)),
      ),
    )
    .execute();
}

/** Deletes classes archived before `before` (12 months after archiving, decision 0048). */
export async function deleteArchivedBefore(db: Db, before: Date): Promise<number> {
  const old = await db.kysely
    .selectFrom("classes")
    .select("id")
    .where("archived_at", "<", before.toISOString())
    .execute();
  for (const { id } of old) await deleteClass(db, id);
  return old.length;
}
