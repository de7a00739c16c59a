import { dictionary } from "@zxcvbn-ts/language-common";

/** Length rules from NIST SP 800-63B: at least 8, at least 64 allowed; we allow 128. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The zxcvbn-ts list of common passwords (from leaked-password frequency lists), lower-cased.
const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

/** A password that is on the common list is rejected, whatever its length (no composition rules). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "That password is too easy to guess: it is on a list of common passwords. Try a few words together.";
