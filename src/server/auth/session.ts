import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { parseCookies } from "better-auth/cookies";
import type { Db } from "../db/database";
import { findSessionUser } from "../db/repos/sessions";
import type { Auth } from "./auth";
import { pastLifetime } from "./session-lifetime";

export type SessionUser = { id: string; name: string; email: string; image: string | null };

/**
 * What the direct check decided: the signed-in user, nobody (401), or "better-auth", for the
 * cases only better-auth's getSession should answer because they write: an expired session or
 * one past its absolute lifetime (it deletes the row), one due for renewal (it extends it and
 * signs a fresh cookie), and anything unusual in the cookies.
 */
export type SessionCheck = SessionUser | null | "better-auth";

/**
 * The session check app routes run on every request, without better-auth's endpoint pipeline
 * (context, hooks, AsyncLocalStorage, two queries, a key import per request), which cost most
 * of each request (docs/performance-log.md). The signature is checked with node:crypto, several
 * times cheaper per call than the Web Crypto API better-call uses. It reads the database every
 * time, so a session signed out or revoked anywhere stops working at once. It follows
 * getSession (better-auth 1.7, api/routes/session.ts) for the options this app sets: no cookie
 * cache, no secondary storage.
 */
export async function createSessionCheck(auth: Auth, db: Db) {
  const ctx = await auth.$context;
  const tokenCookie = ctx.authCookies.sessionToken.name;
  const dataCookie = ctx.authCookies.sessionData.name;
  const { expiresIn, updateAge } = ctx.sessionConfig;
  const secret = ctx.secret;

  return async (headers: IncomingHttpHeaders): Promise<SessionCheck> => {
    const header = headers.cookie;
    if (!header) return null;
    // better-auth reads the first of two same-named cookies, this parser the last: let it choose.
    if (header.indexOf(`${tokenCookie}=`) !== header.lastIndexOf(`${tokenCookie}=`)) {
      return "better-auth";
    }
    const cookies = parseCookies(header);
    // A leftover cookie-cache cookie (whole or in chunks): getSession clears it.
    for (const name of cookies.keys()) {
      if (name === dataCookie || name.startsWith(`${dataCookie}.`)) return "better-auth";
    }
    const signed = cookies.get(tokenCookie);
    const token = signed ? verifiedValue(signed, secret) : null;
    if (!token) return null;
    const found = await findSessionUser(db, token);
    if (!found) return null;
    const expiresAt = found.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt < now || pastLifetime(found.createdAt, now)) return "better-auth";
    if (expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return "better-auth";
    return { id: found.id, name: found.name, email: found.email, image: found.image };
  };
}

/**
 * The value of a cookie signed by better-call (`<value>.<base64 HMAC-SHA256>`, the format and
 * checks of its getSignedCookie), or null if the signature is not the server's.
 */
function verifiedValue(cookie: string, secret: string): string | null {
  const dot = cookie.lastIndexOf(".");
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  // Node's decoder skips characters outside the alphabet, where atob (better-call) rejects them.
  if (given.length !== 32 || given.toString("base64") !== signature) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  return timingSafeEqual(given, expected) ? value : null;
}
