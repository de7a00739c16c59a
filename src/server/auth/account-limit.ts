import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { APIError } from "better-auth/api";
import type { Limiter } from "../limits/limiter";

/**
 * Password tries per account, wherever they come from (the per-address limit cannot see guesses
 * spread over many addresses). Tries after `slowAfter` wait `delayMs` more each; after
 * `lockAfter` the account's password sign-in is refused until the window (counted from the first
 * try) ends, or until the password is reset. So an attacker can hold the lock only by trying
 * again and again, and the student can always end it with a reset (or sign in with Google).
 */
export type AccountLimit = {
  windowMs: number;
  slowAfter: number;
  lockAfter: number;
  delayMs: number;
};

export const DEFAULT_ACCOUNT_LIMIT: AccountLimit = {
  windowMs: 15 * 60 * 1000,
  slowAfter: 3,
  lockAfter: 10,
  delayMs: 500,
};

/**
 * The counter of one email address, whether or not it has an account (so the answers reveal
 * nothing), normalised as better-auth stores it. A keyed hash (HMAC with the server's secret):
 * the table (or Redis) keeps no addresses, a plain hash of a guessed address would find its
 * counter, and every key has the same length however long the address sent.
 */
export const emailKey = (secret: string, email: string) =>
  createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("base64url");

const keyOf = (secret: string, email: string) => `sign-in:${emailKey(secret, email)}`;

/** Counts a password try for this email before it is judged: refused when locked, slowed near it. */
export async function countSignInTry(
  limiter: Limiter,
  secret: string,
  email: string,
  limit: AccountLimit,
): Promise<void> {
  const { allowed, count, retryAfterMs } = await limiter.hit(keyOf(secret, email), {
    windowMs: limit.windowMs,
    max: limit.lockAfter,
  });
  if (!allowed) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        code: "ACCOUNT_LOCKED",
        message: `Too many tries for this account. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} or reset your password.`,
      },
      { "retry-after": String(Math.ceil(retryAfterMs / 1000)) },
    );
  }
  if (count > limit.slowAfter) await sleep((count - limit.slowAfter) * limit.delayMs);
}

/**
 * Starts the count again: after a successful sign-in (the tries so far were the student's own)
 * or a password reset (whatever was guessed, the password is new).
 */
export const clearSignInTries = (limiter: Limiter, secret: string, email: string) =>
  limiter.clear(keyOf(secret, email));
