import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";

// The zxcvbn-ts list of common passwords (from leaked-password frequency lists), lower-cased.
const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

const COMMON_PASSWORD_MESSAGE =
  "That password is too easy to guess: it is on a list of common passwords. Try a few words together.";

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/**
 * Why a new password is too easy to guess, or null. No composition rules: a password on the
 * common list, one character over and over, or the student's own email or name is refused,
 * whatever its length.
 */
export function guessablePassword(
  password: string,
  about: { email?: unknown; name?: unknown } = {},
): { code: string; message: string } | null {
  if (common.has(password.toLowerCase())) {
    return { code: "COMMON_PASSWORD", message: COMMON_PASSWORD_MESSAGE };
  }
  const weak = (message: string) => ({ code: "WEAK_PASSWORD", message });
  if (/^(.)\1*$/su.test(password)) {
    return weak("That password is one character over and over. Try a few words together.");
  }
  const folded = fold(password);
  if (typeof about.email === "string" && folded === fold(about.email)) {
    return weak("Your password can't be your email address. Try a few words together.");
  }
  if (typeof about.name === "string" && folded === fold(about.name)) {
    return weak("Your password can't be your name. Try a few words together.");
  }
  return null;
}

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
