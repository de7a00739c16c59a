import type { Kysely, Transaction } from "kysely";
import type { Db, DbKind } from "../database";
import type { Database } from "../schema";

/**
 * Making a class, joining one and accepting a co-teacher invite, each counted against its limit
 * (docs/decisions/0051, 0056). Each runs in a transaction that first locks a row: the owner's
 * account for a new class, the class's for a seat in it. On PostgreSQL, at its default isolation
 * (read committed), two joins at once would otherwise each count 199 members and both go in;
 * with the lock the second waits, and its count, a new statement, sees the first's member.
 * SQLite runs one transaction at a time already.
 */
function lockedClass(trx: Transaction<Database>, kind: DbKind, classId: string) {
  const query = trx.selectFrom("classes").select(["id", "owner_id"]).where("id", "=", classId);
  return (kind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

function lockedAccount(trx: Transaction<Database>, kind: DbKind, userId: string) {
  const query = trx.selectFrom("user").select("id").where("id", "=", userId);
  return (kind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/** Makes a class unless its owner has `max` running already (archived ones do not count). */
export async function makeClass(
  db: Db,
  row: { id: string; ownerId: string; name: string; code: string },
  max: number,
): Promise<"made" | "too_many"> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockedAccount(trx, db.kind, row.ownerId);
    const running = await trx
      .selectFrom("classes")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("owner_id", "=", row.ownerId)
      .where("archived_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(running.count) >= max) return "too_many";
    await trx
      .insertInto("classes")
      .values({
        id: row.id,
        owner_id: row.ownerId,
        name: row.name,
        join_code: row.code,
        created_at: new Date().toISOString(),
      })
      .execute();
    return "made";
  });
}

async function countIn(
  trx: Kysely<Database>,
  table: "class_members" | "class_teachers",
  classId: string,
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("class_id", "=", classId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const isIn = async (
  trx: Kysely<Database>,
  table: "class_members" | "class_teachers",
  classId: string,
  userId: string,
) =>
  (await trx
    .selectFrom(table)
    .select("user_id")
    .where("class_id", "=", classId)
    .where("user_id", "=", userId)
    .executeTakeFirst()) !== undefined;

/**
 * Adds a member unless the class has `max` already or the account teaches it; one already in the
 * class stays, keeping the date they first joined.
 */
export async function addMember(
  db: Db,
  row: { classId: string; userId: string; consentVersion: number },
  max: number,
): Promise<"joined" | "full" | "teacher"> {
  return db.kysely.transaction().execute(async (trx) => {
    const owner = (await lockedClass(trx, db.kind, row.classId))?.owner_id;
    if (owner === row.userId || (await isIn(trx, "class_teachers", row.classId, row.userId))) {
      return "teacher";
    }
    if (await isIn(trx, "class_members", row.classId, row.userId)) return "joined";
    if ((await countIn(trx, "class_members", row.classId)) >= max) return "full";
    await trx
      .insertInto("class_members")
      .values({
        class_id: row.classId,
        user_id: row.userId,
        consent_version: row.consentVersion,
        joined_at: new Date().toISOString(),
      })
      .execute();
    return "joined";
  });
}

export async function insertInvite(
  db: Db,
  row: { tokenHash: string; classId: string; expiresAt: string },
): Promise<void> {
  await db.kysely
    .insertInto("class_invites")
    .values({ token_hash: row.tokenHash, class_id: row.classId, expires_at: row.expiresAt })
    .execute();
}

export type Accepted = { classId: string } | { refused: "gone" | "owner" | "member" | "full" };

/**
 * Makes the account a co-teacher of an invite's class, using the invite up. Refused, keeping the
 * invite, for the class's owner, for one of its students (a teacher sees every classmate's row)
 * and for a class with `max` co-teachers; an expired invite is
 * deleted and refused as one never made. A co-teacher already in keeps the invite unused.
 */
export async function acceptInvite(
  db: Db,
  tokenHash: string,
  userId: string,
  max: number,
): Promise<Accepted> {
  return db.kysely.transaction().execute(async (trx): Promise<Accepted> => {
    const invite = await trx
      .selectFrom("class_invites")
      .select(["class_id", "expires_at"])
      .where("token_hash", "=", tokenHash)
      .executeTakeFirst();
    if (!invite) return { refused: "gone" };
    const classId = invite.class_id;
    const owner = (await lockedClass(trx, db.kind, classId))?.owner_id;
    const used = () => trx.deleteFrom("class_invites").where("token_hash", "=", tokenHash);
    if (new Date(invite.expires_at).getTime() <= Date.now()) {
      await used().execute();
      return { refused: "gone" };
    }
    if (owner === userId) return { refused: "owner" };
    if (await isIn(trx, "class_members", classId, userId)) return { refused: "member" };
    if (await isIn(trx, "class_teachers", classId, userId)) return { classId };
    if ((await countIn(trx, "class_teachers", classId)) >= max) return { refused: "full" };
    // Deleted, not only read: of two accepting at once, the second finds it gone.
    const taken = await used().executeTakeFirst();
    if (Number(taken.numDeletedRows) === 0) return { refused: "gone" };
    await trx
      .insertInto("class_teachers")
      .values({ class_id: classId, user_id: userId, added_at: new Date().toISOString() })
      .execute();
    return { classId };
  });
}
