import { scryptSync } from "node:crypto";
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

  it("stores a scrypt hash of the password, never the password itself", async () => {
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
    const [salt, key] = stored.split(":");
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(/^[0-9a-f]{128}$/);
    // better-auth's parameters: N = 2^14, r = 16, p = 1 (16 MiB per hash), 64-byte key.
    const options = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
    expect(scryptSync(PASSWORD, salt!, 64, options).toString("hex")).toBe(key);
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
    const res = await client.post(
      "/api/auth/sign-up/email",
      { name: "Ana", email: "ana@example.com", password: PASSWORD },
      { origin },
    );
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
