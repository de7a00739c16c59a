import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { emailKey } from "./account-limit";

/**
 * A browser that has signed in to an account before (OWASP's "device cookie",
 * docs/decisions/0034): its password tries and reset requests for that account are counted on
 * their own, so others' guesses cannot lock it out. The cookie names the account by the keyed
 * hash of its address (never the address: school computers are shared) and a random device id,
 * signed with the server's secret.
 */
export const DEVICE_COOKIE = "rocket_device";

const YEAR_S = 365 * 24 * 60 * 60;

const signature = (secret: string, body: string) =>
  createHmac("sha256", secret).update(`device-cookie:${body}`).digest("base64url");

/** A new device cookie for the account of this address, and its options. */
export function newDeviceCookie(secret: string, email: string, secure: boolean) {
  const body = `${emailKey(secret, email)}.${randomBytes(16).toString("base64url")}`;
  return {
    value: `${body}.${signature(secret, body)}`,
    options: { httpOnly: true, sameSite: "lax", secure, path: "/api/auth", maxAge: YEAR_S },
  } as const;
}

/** The device's id when `cookie` is a valid device cookie for this address's account, else null. */
export function knownDevice(
  secret: string,
  cookie: string | null | undefined,
  email: string,
): string | null {
  const [key, device, given, ...rest] = (cookie ?? "").split(".");
  if (!key || !device || !given || rest.length > 0) return null;
  if (key !== emailKey(secret, email)) return null;
  const expected = Buffer.from(signature(secret, `${key}.${device}`));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? device : null;
}
