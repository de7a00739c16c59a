import { sql } from "kysely";
import type { Db } from "../database";

/**
 * Rate-limit counters, one row per key: better-auth's own (per client address and path) and
 * the app's (keys of its own, prefixed so they never meet better-auth's). Kept in the database,
 * so every server on it counts one limit.
 */
type AuthTables = { rateLimit: { id: string; key: string; count: number; lastRequest: number } };

export type Hit = { allowed: boolean; count: number; retryAfterMs: number };

/** PostgreSQL's error code for a duplicate key. */
const UNIQUE_VIOLATION = "23505";

/**
 * Counts one request against `key` in a fixed window of `windowMs` starting at the key's first
 * request, in one atomic upsert (a window long over starts again at 1). For the app's counters,
 * `lastRequest` holds the window's start.
 */
export async function hitLimit(
  db: Db,
  key: string,
  { windowMs, max }: { windowMs: number; max: number },
): Promise<Hit> {
  const now = Date.now();
  const id = `app:${key}`;
  const expired = sql<boolean>`${sql.ref("rateLimit.lastRequest")} <= ${now - windowMs}`;
  const upsert = () =>
    db.kysely
      .withTables<AuthTables>()
      .insertInto("rateLimit")
      .values({ id, key: id, count: 1, lastRequest: now })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql`case when ${expired} then 1 else ${sql.ref("rateLimit.count")} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now} else ${sql.ref("rateLimit.lastRequest")} end`,
        }),
      )
      .returning(["count", "lastRequest"])
      .executeTakeFirstOrThrow();
  // The table has two unique indexes (better-auth's id and key, equal here), and PostgreSQL's
  // upsert settles a race on its arbiter only: two first hits at once can meet on the other
  // and fail. The row then exists, so once more takes the update path.
  const row = await upsert().catch((error: unknown) => {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return upsert();
    throw error;
  });
  const count = Number(row.count);
  const retryAfterMs = Math.max(0, Number(row.lastRequest) + windowMs - now);
  return { allowed: count <= max, count, retryAfterMs };
}

/**
 * Forgets the counter `key` of hitLimit, so its next request starts a new window: for a limit
 * that something else than time may lift (a sign-in lock after a password reset).
 */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.kysely
    .withTables<AuthTables>()
    .deleteFrom("rateLimit")
    .where("key", "=", `app:${key}`)
    .execute();
}

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
