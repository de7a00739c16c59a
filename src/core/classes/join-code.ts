/**
 * A class's join code: 8 characters of Crockford's base32, which has no I, L, O or U, so
 * nothing a student reads off a projector looks like something else (docs/decisions/0048).
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 8;

/** Crockford's reading of look-alikes: O is 0, I and L are 1. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1" };

/**
 * A typed code as stored, or null if it cannot be one: case, spaces and hyphens are ignored,
 * look-alike letters read as the digits they look like.
 */
export function normaliseCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c] ?? c);
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** A code from random bytes (one per character, 5 bits of each used). */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new RangeError(`A code needs ${CODE_LENGTH} bytes`);
  return Array.from(bytes.subarray(0, CODE_LENGTH), (b) => CODE_ALPHABET[b & 31]).join("");
}

/** A code as shown: two groups of four, easier to read out. */
export const displayCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;
