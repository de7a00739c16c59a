import { parseCookies } from "better-auth/cookies";
import type { Limiter } from "../limits/limiter";
import { DEVICE_COOKIE, knownDevice } from "./device-cookie";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reset mails one requester gets sent for one account in an hour: a browser that has signed in
 * to the account before (its device cookie), else a client address. A student who lost the
 * first mail can ask again; someone else asking for their address does not use up theirs.
 */
export const RESET_MAILS_PER_REQUESTER = 3;

/**
 * Reset mails one account receives in an hour from requesters on browsers it has never signed
 * in with, however many addresses ask: nobody can flood an inbox. A known browser's own
 * requests are sent past it (decision 0034).
 */
export const RESET_MAILS_PER_ACCOUNT = 10;

type Requester = { headers: Headers } | undefined;

/**
 * Whether to send the reset mail this request asked for, counting it if so. Only requests that
 * pass the requester's own limit count against the account's, so a requester held back spends
 * no one else's mails.
 */
export async function mayMailReset(
  limiter: Limiter,
  { secret, clientIpHeader }: { secret: string; clientIpHeader: string },
  user: { id: string; email: string },
  request: Requester,
): Promise<boolean> {
  const cookie = parseCookies(request?.headers.get("cookie") ?? "").get(DEVICE_COOKIE);
  const device = knownDevice(secret, cookie, user.email);
  const requester = device
    ? `device:${device}`
    : `from:${request?.headers.get(clientIpHeader) ?? "unknown"}`;
  const own = await limiter.hit(`reset-mail:${user.id}:${requester}`, {
    windowMs: HOUR_MS,
    max: RESET_MAILS_PER_REQUESTER,
  });
  if (!own.allowed) return false;
  if (device) return true;
  const account = await limiter.hit(`reset-mail:${user.id}`, {
    windowMs: HOUR_MS,
    max: RESET_MAILS_PER_ACCOUNT,
  });
  return account.allowed;
}
