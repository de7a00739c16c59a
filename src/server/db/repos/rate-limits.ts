import type { Db } from "../database";

/** better-auth's rate-limit counters: one row per client address and path. */
type AuthTables = { rateLimit: { key: string; lastRequest: number } };

/**
 * Removes counters untouched for longer than `olderThanMs`: a window long over, and an address
 * the server has no reason to keep (rows would otherwise pile up for every address ever seen).
 */
export async function expireRateLimits(db: Db, olderThanMs: number): Promise<number> {
  const result = await db.kysely
    .withTables<AuthTables>()
    .deleteFrom("rateLimit")
    .where("lastRequest", "<", Date.now() - olderThanMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
