import { makeSignature } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signedIn, signedInAgain } from "./api-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

/**
 * App routes check the session themselves (src/server/auth/session.ts) instead of running
 * better-auth's getSession for each request. These tests hold it to getSession's answers:
 * every cookie is also shown to better-auth's own GET /api/auth/get-session where that has no
 * side effects, and the cases that write (expiry, renewal) are checked for the writes.
 */
type SessionRow = { token: string; userId: string; expiresAt: string | Date };

const COOKIE = "better-auth.session_token";
const DAY = 24 * 3600 * 1000;
const SAVE = { sections: { m7: { pages: [0] } } };

const sessionCookie = (headers: Headers) =>
  headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));

/** A request with exactly this Cookie header (none when empty), as a replay would send it. */
async function send(app: TestApp, method: "GET" | "POST", path: string, cookie: string) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      origin: app.url,
      ...(cookie ? { cookie } : {}),
      ...(method === "POST" ? { "content-type": "application/json" } : {}),
    },
    ...(method === "POST" ? { body: JSON.stringify(SAVE) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) };
}

describe.each(DATABASES)("the app's session check on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  const sessions = () => app.db.kysely.withTables<{ session: SessionRow }>();
  const tokenOf = (client: Client) =>
    decodeURIComponent(client.cookieHeader.split(`${COOKIE}=`)[1]!.split(";")[0]!).split(".")[0]!;
  const setExpiry = (uid: string, expiresAt: Date) =>
    sessions()
      .updateTable("session")
      .set({ expiresAt: kind === "postgres" ? expiresAt : expiresAt.toISOString() })
      .where("userId", "=", uid)
      .execute();
  const sessionRows = (uid: string) =>
    sessions().selectFrom("session").selectAll().where("userId", "=", uid).execute();

  /** /api/me, a progress save and better-auth's get-session, all with this Cookie header. */
  async function answersTo(cookie: string) {
    const me = await send(app, "GET", "/api/me", cookie);
    const save = await send(app, "POST", "/api/me/progress", cookie);
    const getSession = await send(app, "GET", "/api/auth/get-session", cookie);
    return { me, save, betterAuth: getSession.json?.user?.id ?? null };
  }

  function expectRefused(answers: Awaited<ReturnType<typeof answersTo>>) {
    expectError(answers.me, 401, "unauthorized");
    expectError(answers.save, 401, "unauthorized");
    expect(answers.betterAuth).toBeNull();
  }

  it("lets a valid session in, with no new cookie while the session is fresh", async () => {
    const { client, uid } = await signedIn(app);
    const answers = await answersTo(client.cookieHeader);
    expect(answers.me.status).toBe(200);
    expect(answers.me.json.user.uid).toBe(uid);
    expect(answers.save.status).toBe(200);
    expect(answers.betterAuth).toBe(uid);
    expect(sessionCookie(answers.me.headers)).toBeUndefined();
    expect(sessionCookie(answers.save.headers)).toBeUndefined();
  });

  it("answers 401 with no cookie, or with one that is not a signed session", async () => {
    const { client } = await signedIn(app);
    const token = tokenOf(client);
    expectRefused(await answersTo(""));
    expectRefused(await answersTo("other=1"));
    expectRefused(await answersTo(`${COOKIE}=`));
    expectRefused(await answersTo(`${COOKIE}=${token}`));
    expectRefused(await answersTo(`${COOKIE}=${token}.`));
    expectRefused(await answersTo(`${COOKIE}=not-a-session.${"A".repeat(43)}=`));
    expectRefused(await answersTo(`${COOKIE}=${token}.${"!".repeat(43)}=`));
    expectRefused(await answersTo(`${COOKIE}=${token}.${encodeURIComponent("é".repeat(43))}%3D`));
  });

  it("answers 401 to a tampered cookie: a changed token, a changed signature, another secret", async () => {
    const { client } = await signedIn(app);
    const token = tokenOf(client);
    const signature = await makeSignature(token, app.config.authSecret);
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    const cookie = (value: string, sig: string) =>
      `${COOKIE}=${encodeURIComponent(`${value}.${sig}`)}`;
    expect((await answersTo(cookie(token, signature))).me.status).toBe(200);
    expectRefused(await answersTo(cookie(flip(token, 3), signature)));
    expectRefused(await answersTo(cookie(token, flip(signature, 10))));
    // A character outside base64's alphabet, which a lenient decoder would skip.
    expectRefused(
      await answersTo(cookie(token, `${signature.slice(0, 10)}!${signature.slice(11)}`)),
    );
    expectRefused(await answersTo(cookie(token, await makeSignature(token, "y".repeat(40)))));
    // A correctly signed token that names no session.
    const unknown = "z".repeat(token.length);
    expectRefused(
      await answersTo(cookie(unknown, await makeSignature(unknown, app.config.authSecret))),
    );
  });

  it("reads the same cookie as better-auth when the session cookie is sent twice", async () => {
    const { client, uid } = await signedIn(app);
    const valid = client.cookieHeader;
    const stale = `${COOKIE}=stale.${"A".repeat(43)}=`;
    const first = await answersTo(`${valid}; ${stale}`);
    expect(first.betterAuth).toBe(uid);
    expect(first.me.status).toBe(200);
    expect(first.save.status).toBe(200);
    expectRefused(await answersTo(`${stale}; ${valid}`));
  });

  it("answers 401 to an expired session and removes it, as getSession does", async () => {
    const { client, uid } = await signedIn(app);
    await setExpiry(uid, new Date(Date.now() - 1000));
    expectError(await send(app, "POST", "/api/me/progress", client.cookieHeader), 401);
    expect(await sessionRows(uid)).toEqual([]);
    expectError(await send(app, "GET", "/api/me", client.cookieHeader), 401);
  });

  it("answers 401 at once to a session signed out or revoked elsewhere", async () => {
    const { client, email, uid } = await signedIn(app);
    const cookie = client.cookieHeader;
    expect((await send(app, "GET", "/api/me", cookie)).status).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expectRefused(await answersTo(cookie));

    // Another device revokes every session of the account: this one stops at the next request.
    const laptop = await signedInAgain(app, email);
    const phone = await signedInAgain(app, email);
    expect((await send(app, "POST", "/api/me/progress", laptop.cookieHeader)).status).toBe(200);
    expect((await phone.post("/api/auth/revoke-sessions")).status).toBe(200);
    expectRefused(await answersTo(laptop.cookieHeader));

    // A session row deleted straight from the database: no copy of it lives on in the server.
    const tablet = await signedInAgain(app, email);
    expect((await send(app, "GET", "/api/me", tablet.cookieHeader)).status).toBe(200);
    await sessions().deleteFrom("session").where("userId", "=", uid).execute();
    expectRefused(await answersTo(tablet.cookieHeader));
  });

  it("renews a session due for it through better-auth: the row is extended and a fresh cookie sent", async () => {
    const { client, uid } = await signedIn(app);
    // Two days into a seven-day session: due for renewal (better-auth's updateAge is one day).
    await setExpiry(uid, new Date(Date.now() + 5 * DAY));
    const saved = await client.post("/api/me/progress", SAVE);
    expect(saved.status, saved.text).toBe(200);
    expect(sessionCookie(saved.headers)).toMatch(/Max-Age=604800/);
    const [row] = await sessionRows(uid);
    expect(new Date(row!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
    // The next request, with the fresh cookie, needs no renewal.
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(sessionCookie(me.headers)).toBeUndefined();
  });
});

describe.each(DATABASES)("the app's session check behind https on %s", (kind) => {
  const origin = "https://rocket.example";
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { env: { PUBLIC_URL: origin } });
  });
  afterAll(() => app.close());

  it("reads the __Secure- cookie, and only that one", async () => {
    const client = new Client(app.url);
    const account = { email: "ana@example.com", password: "correct horse battery staple" };
    await client.post("/api/auth/sign-up/email", { name: "Ana", ...account }, { origin });
    const res = await client.post("/api/auth/sign-in/email", account, { origin });
    expect(res.status).toBe(200);
    const cookie = client.cookieHeader;
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect((await send(app, "GET", "/api/me", cookie)).status).toBe(200);
    const plain = cookie.replace(/^__Secure-/, "");
    expectError(await send(app, "GET", "/api/me", plain), 401);
  });
});
