import type { Db } from "../database";

export async function findUser(db: Db, userId: string) {
  return db.kysely
    .selectFrom("user")
    .select(["id", "name", "email", "image"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function saveAvatar(
  db: Db,
  userId: string,
  webp: Buffer,
  etag: string,
): Promise<string> {
  const now = new Date().toISOString();
  const url = `/api/avatars/${userId}?v=${etag}`;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto("avatar")
      .values({ user_id: userId, webp, etag, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ webp, etag, updated_at: now }))
      .execute();
    await trx
      .updateTable("user")
      .set({ image: url, updatedAt: now })
      .where("id", "=", userId)
      .execute();
  });
  return url;
}

export async function findAvatar(db: Db, userId: string) {
  return db.kysely
    .selectFrom("avatar")
    .select(["webp", "etag"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
