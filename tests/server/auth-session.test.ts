import { verify } from "@node-rs/argon2";
import { hashPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const sessionCookie = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));

/** /api/me with exactly this Cookie header, as a replayed request would send it. */
const meWithCookie = (app: TestApp, cookie: string) =>
  fetch(`${app.url}/api/me`, { headers: { cookie } }).then((r) => r.status);

describe.each(DATABASES)("sessions on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await new Client(app.url).signUp("Mere", "mere@example.com");
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it("issues a new session token at every sign-in, each valid until signed out", async () => {
    const email = "hemi@example.com";
    const first = new Client(app.url);
    const second = new Client(app.url);
    const signUp = await first.signUp("Hemi", email);
    const a = await first.signIn(email);
    const b = await second.signIn(email);
    const tokens = [signUp, a, b].map((res) => sessionCookie(res)?.split(";")[0]);
    expect(new Set(tokens).size).toBe(3);
    expect((await first.get("/api/me")).status).toBe(200);
    expect((await second.get("/api/me")).status).toBe(200);
    await first.post("/api/auth/sign-out");
    expect((await first.get("/api/me")).status).toBe(401);
    expect((await second.get("/api/me")).status).toBe(200);
  });

  it("ends the session on the server at sign-out: the old cookie then gets 401", async () => {
    const client = new Client(app.url);
    await client.signUp("Rawiri", "rawiri@example.com");
    const cookie = client.cookieHeader;
    expect(await meWithCookie(app, cookie)).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect(await meWithCookie(app, cookie)).toBe(401);
  });

  it("stores an Argon2id hash of the password, never the password itself", async () => {
    const email = "wiremu@example.com";
    const { json } = await new Client(app.url).signUp("Wiremu", email);
    const db = app.db.kysely.withTables<{
      account: { userId: string; providerId: string; password: string | null };
    }>();
    const row = await db
      .selectFrom("account")
      .select("password")
      .where("userId", "=", json.user.id)
      .where("providerId", "=", "credential")
      .executeTakeFirstOrThrow();
    const stored = row.password ?? "";
    expect(stored).not.toContain(PASSWORD);
    // OWASP's baseline for Argon2id: 19 MiB of memory, 2 passes, 1 lane.
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(stored, PASSWORD)).toBe(true);
    expect(await verify(stored, `${PASSWORD}!`)).toBe(false);
  });

  it("renews the browser's cookie when a day-old session is extended on an app request", async () => {
    const client = new Client(app.url);
    const { json } = await client.signUp("Kiri", "kiri@example.com");
    const db = app.db.kysely.withTables<{ session: { userId: string; expiresAt: string } }>();
    // Two days into a seven-day session: better-auth extends it (its updateAge is one day).
    const fiveDaysLeft = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
    await db
      .updateTable("session")
      .set({ expiresAt: fiveDaysLeft })
      .where("userId", "=", json.user.id)
      .execute();
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    const renewed = sessionCookie(me);
    expect(renewed).toMatch(/Max-Age=604800/);
  });

  it("still signs in with a password hashed in better-auth's older scrypt format", async () => {
    const email = "tama@example.com";
    const { json } = await new Client(app.url).signUp("Tama", email);
    const db = app.db.kysely.withTables<{
      account: { userId: string; providerId: string; password: string | null };
    }>();
    await db
      .updateTable("account")
      .set({ password: await hashPassword(PASSWORD) })
      .where("userId", "=", json.user.id)
      .execute();
    expect((await new Client(app.url).signIn(email)).status).toBe(200);
    expect((await new Client(app.url).signIn(email, `${PASSWORD}!`)).status).toBe(401);
  });
});

describe.each(DATABASES)("cross-site requests on %s", (kind) => {
  const evil = "https://evil.example";
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("refuses a sign-out posted from another site's page with 403; the session lives on", async () => {
    const client = new Client(app.url);
    await client.signUp("Ari", "ari@example.com");
    const res = await client.post("/api/auth/sign-out", {}, { origin: evil });
    expect(res.status).toBe(403);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("refuses a reset request whose link would lead to another site with 403", async () => {
    const res = await new Client(app.url).post("/api/auth/request-password-reset", {
      email: "ari@example.com",
      redirectTo: `${evil}/reset-password`,
    });
    expect(res.status).toBe(403);
  });
});

describe.each(DATABASES)("sessions behind https on %s", (kind) => {
  const origin = "https://rocket.example";
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { env: { PUBLIC_URL: origin } });
  });
  afterAll(() => app.close());

  it("marks the session cookie Secure (and HttpOnly, SameSite=Lax) when PUBLIC_URL is https", async () => {
    const client = new Client(app.url);
    const account = { email: "ana@example.com", password: PASSWORD };
    await client.post("/api/auth/sign-up/email", { name: "Ana", ...account }, { origin });
    const res = await client.post("/api/auth/sign-in/email", account, { origin });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
