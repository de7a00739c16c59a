import type { Config } from "../config";
import type { Db } from "../db/database";
import { clearLimit, hitLimit, type Hit, type LimitWindow } from "../db/repos/rate-limits";
import { redisLimiter } from "./redis-limiter";

export type { LimitWindow };

/**
 * Counts requests per key in fixed windows, in a store every app server shares (the database,
 * or Redis when REDIS_URL is set), so N servers enforce one limit, not N.
 */
export type Limiter = {
  /** Where the counts are: a count in the database can share a statement with a write. */
  store: "database" | "redis";
  hit: (key: string, window: LimitWindow) => Promise<Hit>;
  /** Starts the key's count again (a sign-in lock lifted by a password reset). */
  clear: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

/** The app's own limits (better-auth's sign-in, sign-up and reset limits are in auth.ts, counted in the same store). */
export type AppLimits = {
  contactPerHour: number;
  eventsPerMinute: number;
  savesPerMinute: number;
  avatarsPerHour: number;
  /** Classes made, per account a day and per address an hour (docs/decisions/0048). */
  classCreatesPerDay: number;
  classCreatesPerAddressPerHour: number;
  /** Join codes tried (previews and joins), per account and per address an hour. */
  classJoinsPerHour: number;
  classJoinsPerAddressPerHour: number;
};

/**
 * A class shares one school address, so contact and events are roomy. Saves are per account: a
 * student taps Next every few seconds and the client gathers saves 300 ms apart, so 120 a
 * minute is never reached in play but stops one account from loading the server for everyone.
 * Photos are per account too: each upload is decoded and re-encoded (tens of milliseconds of
 * CPU), and a student changes theirs a few times at most.
 */
export const DEFAULT_APP_LIMITS: AppLimits = {
  contactPerHour: 20,
  eventsPerMinute: 600,
  savesPerMinute: 120,
  avatarsPerHour: 20,
  classCreatesPerDay: 20,
  classCreatesPerAddressPerHour: 60,
  classJoinsPerHour: 30,
  classJoinsPerAddressPerHour: 300,
};

export function createLimiter(
  config: Pick<Config, "redisUrl">,
  db: Db,
  logError: (error: Error) => void,
): Limiter {
  if (config.redisUrl) return redisLimiter(config.redisUrl, logError);
  return {
    store: "database",
    hit: (key, window) => hitLimit(db, key, window),
    clear: (key) => clearLimit(db, key),
    close: async () => {},
  };
}
