import type { Limiter } from "../limits/limiter";
import type { Db } from "./database";
import { purgeDeletedRows, purgeEndedClasses } from "./repos/purge";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Each server looks whether the purge is due this long after it starts, then every hour. */
const FIRST_LOOK_MS = 5 * MINUTE_MS;
const LOOK_EVERY_MS = HOUR_MS;

/**
 * The purge runs once in this window for all servers together (a counter in the shared store),
 * so a restart does not put it off and N servers do not run it N times. With a look every hour,
 * a row deleted just after one purge is purged within a day (docs/deploy.md).
 */
export const PURGE_WINDOW_MS = 23 * HOUR_MS;

const PURGE_KEY = "daily-purge";

/** Where the purge tells what failed, and what the database's settings left undone. */
export type PurgeLog = { error: (error: unknown) => void; warn: (gap: string) => void };

/**
 * Runs the day's purge if no server has run it within the window: classes archived a year ago
 * go, then deleted rows are made unreadable in PostgreSQL's files. A purge that fails is due
 * again at the next look. Whether it ran.
 */
export async function purgeIfDue(
  db: Db,
  limiter: Limiter,
  {
    windowMs = PURGE_WINDOW_MS,
    warn = () => {},
  }: { windowMs?: number; warn?: PurgeLog["warn"] } = {},
) {
  const { allowed } = await limiter.hit(PURGE_KEY, { windowMs, max: 1 });
  if (!allowed) return false;
  try {
    await purgeEndedClasses(db);
    (await purgeDeletedRows(db)).forEach(warn);
  } catch (error) {
    await limiter.clear(PURGE_KEY);
    throw error;
  }
  return true;
}

/** Looks whether the purge is due soon after start and every hour; the function that stops it. */
export function scheduleDailyPurge(db: Db, limiter: Limiter, log: PurgeLog) {
  const look = () => void purgeIfDue(db, limiter, { warn: log.warn }).catch(log.error);
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    look();
    every = setInterval(look, LOOK_EVERY_MS);
    every.unref();
  }, FIRST_LOOK_MS);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
