import type { Db } from "../database";

type AuthTables = { rateLimit: { id: string; key: string } };

/**
 * Forgets the app counter `key` of hitLimit (rate-limits.ts), so its next request starts a new
 * window: for a limit that something else than time may lift (a sign-in lock after a reset).
 * It follows hitLimit's row naming (`app:` + key) in the same table.
 */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.kysely
    .withTables<AuthTables>()
    .deleteFrom("rateLimit")
    .where("key", "=", `app:${key}`)
    .execute();
}
