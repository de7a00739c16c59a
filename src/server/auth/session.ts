import type { IncomingHttpHeaders } from "node:http";
import { parseCookies } from "better-auth/cookies";
import { getCryptoKey } from "better-auth/crypto";
import type { Db } from "../db/database";
import { findSessionUser } from "../db/repos/sessions";
import type { Auth } from "./auth";

export type SessionUser = { id: string; name: string; email: string; image: string | null };

/**
 * What the direct check decided: the signed-in user, nobody (401), or "better-auth", for the
 * cases only better-auth's getSession should answer because they write: an expired session
 * (it deletes the row), one due for renewal (it extends it and signs a fresh cookie), and
 * anything unusual in the cookies.
 */
export type SessionCheck = SessionUser | null | "better-auth";

const encoder = new TextEncoder();

/**
 * The session check app routes run on every request, without better-auth's endpoint pipeline
 * (context, hooks, AsyncLocalStorage, two queries, a key import per request), which cost most
 * of each request (docs/performance.md). It reads the database every time, so a session
 * signed out or revoked anywhere stops working at once. It follows getSession (better-auth
 * 1.7, api/routes/session.ts) for the options this app sets: no cookie cache, no secondary
 * storage.
 */
export async function createSessionCheck(auth: Auth, db: Db) {
  const ctx = await auth.$context;
  const tokenCookie = ctx.authCookies.sessionToken.name;
  const dataCookie = ctx.authCookies.sessionData.name;
  const { expiresIn, updateAge } = ctx.sessionConfig;
  // Imported once: better-call imports the key again for every cookie it verifies.
  const key = await getCryptoKey(ctx.secret);

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
    const token = signed ? await verifiedValue(signed, key) : null;
    if (!token) return null;
    const found = await findSessionUser(db, token);
    if (!found) return null;
    const expiresAt = found.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt < now) return "better-auth";
    if (expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return "better-auth";
    return { id: found.id, name: found.name, email: found.email, image: found.image };
  };
}

/**
 * The value of a cookie signed by better-call (`<value>.<base64 HMAC-SHA256>`, the format and
 * checks of its getSignedCookie), or null if the signature is not the server's.
 */
async function verifiedValue(cookie: string, key: CryptoKey): Promise<string | null> {
  const dot = cookie.lastIndexOf(".");
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  const valid = await crypto.subtle.verify("HMAC", key, bytes, encoder.encode(value));
  return valid ? value : null;
}
