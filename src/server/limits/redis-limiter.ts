import { Redis } from "ioredis";
import { AppError } from "../http/errors";
import type { Limiter } from "./limiter";

/**
 * One request against a fixed window that starts at the key's first request, as one atomic
 * script: the count, and the milliseconds left in the window.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * While Redis is away nothing limited can be let through uncounted, so those requests answer
 * 503 with a retry hint instead of a 500: the outage is ours, brief, and nothing was saved.
 */
const unavailable = () =>
  new AppError(503, "unavailable", "Rocket is busy for a moment. Please try again in a minute.");

/**
 * Counters in Redis: they expire with their window, so nothing needs sweeping. Connection
 * errors go to `logError` (ioredis retries in the background) instead of an unhandled event.
 */
export function redisLimiter(url: string, logError: (error: Error) => void): Limiter {
  // A request waits for at most one reconnection rather than queueing while Redis is away.
  const redis = new Redis(url, { keyPrefix: "rocket:limit:", maxRetriesPerRequest: 1 });
  redis.on("error", logError);
  return {
    store: "redis",
    hit: async (key, { windowMs, max }) => {
      const reply = await redis.eval(HIT, 1, key, windowMs).catch(() => {
        throw unavailable();
      });
      if (!Array.isArray(reply)) throw new Error("Redis answered the rate-limit script oddly");
      const [count = 0, ttl = 0] = reply.map(Number);
      return { allowed: count <= max, count, retryAfterMs: Math.max(0, ttl) };
    },
    clear: async (key) => {
      await redis.del(key).catch(() => {
        throw unavailable();
      });
    },
    close: async () => {
      await redis.quit();
    },
  };
}
