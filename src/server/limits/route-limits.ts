import type { FastifyReply } from "fastify";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Hit } from "../db/repos/rate-limits";
import { AppError } from "../http/errors";
import type { Limiter, LimitWindow } from "./limiter";

/**
 * A store for @fastify/rate-limit that counts in the shared limiter instead of each server's
 * memory. Routes tell their counters apart by `groupId` (added to the key by the plugin).
 */
export function limiterStore(limiter: Limiter) {
  return class LimiterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      limiter.hit(`route:${key}`, { windowMs: timeWindow, max }).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.retryAfterMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** The 429 for a limit an app route counts itself, with Retry-After as the plugin sends it. */
export function rateLimited(reply: FastifyReply, hit: Hit, message: string): AppError {
  const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
  reply.header("retry-after", seconds);
  return new AppError(
    429,
    "rate_limited",
    `${message} Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  );
}

/**
 * Counts one request against each limit (per account, per address, …) and throws the 429 of
 * the first one it exceeds.
 */
export async function countAgainst(
  reply: FastifyReply,
  limiter: Limiter,
  limits: readonly (LimitWindow & { key: string })[],
  message: string,
): Promise<void> {
  const hits = await Promise.all(limits.map((l) => limiter.hit(l.key, l)));
  const refused = hits.find((hit) => !hit.allowed);
  if (refused) throw rateLimited(reply, refused, message);
}
