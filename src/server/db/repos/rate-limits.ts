import { sql } from "kysely";
import { prepareQuery, type Db } from "../database";

/**
 * Rate-limit counters, one row per key: better-auth's own (per client address and path) and
 * the app's (keys of its own, prefixed so they never meet better-auth's). Kept in the database,
 * so every server on it counts one limit.
 */
type AuthTables = { rateLimit: { id: string; key: string; count: number; lastRequest: number } };

export type Hit = { allowed: boolean; count: number; retryAfterMs: number };

/** PostgreSQL's error code for a duplicate key. */
const UNIQUE_VIOLATION = "23505";

export type LimitWindow = { windowMs: number; max: number };

/** One hit's values: a window that started at or before `windowStartedBefore` is over. */
export type HitArgs = { id: string; now: number; windowStartedBefore: number };

export const hitArgs = (key: string, windowMs: number, now: number): HitArgs => ({
  id: `app:${key}`,
  now,
  windowStartedBefore: now - windowMs,
});

/**
 * One request against the counter `id` in one atomic upsert: a window long over starts again
 * at 1. For the app's counters, `lastRequest` holds the window's start.
 */
export function hitUpsert(db: Db, { id, now, windowStartedBefore }: HitArgs) {
  const expired = sql<boolean>`${sql.ref("rateLimit.lastRequest")} <= ${windowStartedBefore}`;
  return db.kysely
    .withTables<AuthTables>()
    .insertInto("rateLimit")
    .values({ id, key: id, count: 1, lastRequest: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired} then 1 else ${sql.ref("rateLimit.count")} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${sql.ref("rateLimit.lastRequest")} end`,
      }),
    )
    .returning(["count", "lastRequest"]);
}

const upsertHit = prepareQuery(hitUpsert);

/** The hit a counter's row stands for, as `hitUpsert` returned it. */
export function hitOf(
  row: { count: number | string; lastRequest: number | string },
  { windowMs, max }: LimitWindow,
  now: number,
): Hit {
  const count = Number(row.count);
  const retryAfterMs = Math.max(0, Number(row.lastRequest) + windowMs - now);
  return { allowed: count <= max, count, retryAfterMs };
}

/**
 * Runs a statement holding `hitUpsert` once more if it failed on a duplicate key. The table has
 * two unique indexes (better-auth's id and key, equal here), and PostgreSQL's upsert settles a
 * race on its arbiter only: two first hits at once can meet on the other and fail. The row then
 * exists, so once more takes the update path (nothing of the failed statement was kept).
 */
export function retryingFirstHit<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return run();
    throw error;
  });
}

/**
 * Counts one request against `key` in a fixed window of `windowMs` starting at the key's first
 * request.
 */
export async function hitLimit(db: Db, key: string, window: LimitWindow): Promise<Hit> {
  const now = Date.now();
  const args = hitArgs(key, window.windowMs, now);
  const [row] = await retryingFirstHit(() => upsertHit(db, args));
  if (!row) throw new Error("The rate-limit upsert returned no row");
  return hitOf(row, window, now);
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
