import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { APIError } from "better-auth/api";
import type { Limiter } from "../limits/limiter";

/**
 * Password tries per account, wherever they come from (the per-address limit cannot see guesses
 * spread over many addresses). Tries after `slowAfter` wait `delayMs` more each; after
 * `lockAfter` the account's password sign-in is refused until the window (counted from the first
 * try) ends, or until the password is reset. A browser the student has signed in with before
 * counts its own tries (decision 0034), so an attacker's lock holds only on browsers that have
 * not; there the student ends it with a reset (Google sign-in opens no password account,
 * decision 0049).
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

/**
 * Whose count a try is on: a browser that has signed in to this account before (a valid device
 * cookie, device-cookie.ts) has one of its own; every other try counts on the account's.
 */
export const signInCounter = (secret: string, email: string, device: string | null) =>
  device ? `sign-in-device:${device}` : `sign-in:${emailKey(secret, email)}`;

/** Counts a password try on its counter before it is judged: refused when locked, slowed near it. */
export async function countSignInTry(
  limiter: Limiter,
  counter: string,
  limit: AccountLimit,
): Promise<void> {
  const { allowed, count, retryAfterMs } = await limiter.hit(counter, {
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
 * Starts a count again: after a successful sign-in (the tries so far on its counter were the
 * student's own) or a password reset (whatever was guessed, the password is new).
 */
export const clearSignInTries = (limiter: Limiter, counter: string) => limiter.clear(counter);
