import { Redis } from "ioredis";
import type { Limiter } from "./limiter";

/**
 * One request against a fixed window that starts at the key's first request, as one atomic
 * script: the count, and the milliseconds left in the window.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis: they expire with their window, so nothing needs sweeping. */
export function redisLimiter(url: string): Limiter {
  // A request waits for at most one reconnection rather than queueing while Redis is away.
  const redis = new Redis(url, { keyPrefix: "rocket:limit:", maxRetriesPerRequest: 1 });
  return {
    hit: async (key, { windowMs, max }) => {
      const reply = await redis.eval(HIT, 1, key, windowMs);
      if (!Array.isArray(reply)) throw new Error("Redis answered the rate-limit script oddly");
      const [count = 0, ttl = 0] = reply.map(Number);
      return { allowed: count <= max, count, retryAfterMs: Math.max(0, ttl) };
    },
    clear: async (key) => {
      await redis.del(key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
