import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";

// The zxcvbn-ts list of common passwords (from leaked-password frequency lists), lower-cased.
const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

/** A password that is on the common list is rejected, whatever its length (no composition rules). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "That password is too easy to guess: it is on a list of common passwords. Try a few words together.";

/**
 * Argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): memory-hard, and cheap enough on
 * two cores for a class of 30 signing in at once (docs/decisions/0013). It runs off the event
 * loop. A hash in better-auth's older scrypt format still verifies.
 */
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const passwordHasher = {
  hash: (password: string) => argon2Hash(password, ARGON2ID),
  verify: ({ hash, password }: { hash: string; password: string }) =>
    hash.startsWith("$argon2") ? argon2Verify(hash, password) : verifyScrypt({ hash, password }),
};
