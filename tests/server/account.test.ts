import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECTIONS } from "../../src/core/progress/sections";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const PASSWORD = "correct horse battery staple";

async function newStudent(app: TestApp, name = "Mere Tipene") {
  const client = new Client(app.url);
  const email = `account-${randomUUID().slice(0, 8)}@example.com`;
  const userAgent = { "user-agent": "RocketTest/1.0 (sign-up)" };
  await client.request("POST", "/api/auth/sign-up/email", { name, email, password: PASSWORD });
  // Sign-up makes no session (decision 0021): the app signs in next, as here.
  const answer = await client.request(
    "POST",
    "/api/auth/sign-in/email",
    { email, password: PASSWORD },
    userAgent,
  );
  expect(answer.status, answer.text).toBe(200);
  return { client, email, name, uid: String(answer.json.user.id) };
}

async function photoDataUrl(): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 255, g: 200, b: 80 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Rows of each table that belong to the user, counted straight from the database. */
async function rowsOf(app: TestApp, { uid }: { uid: string }) {
  const k = app.db.kysely.withTables<{
    session: { userId: string };
    account: { userId: string };
    verification: { value: string };
  }>();
  const count = async (query: { execute: () => Promise<unknown[]> }) =>
    (await query.execute()).length;
  return {
    user: await count(k.selectFrom("user").select("id").where("id", "=", uid)),
    user_settings: await count(
      k.selectFrom("user_settings").select("user_id").where("user_id", "=", uid),
    ),
    section_progress: await count(
      k.selectFrom("section_progress").select("user_id").where("user_id", "=", uid),
    ),
    avatar: await count(k.selectFrom("avatar").select("user_id").where("user_id", "=", uid)),
    session: await count(k.selectFrom("session").select("userId").where("userId", "=", uid)),
    account: await count(k.selectFrom("account").select("userId").where("userId", "=", uid)),
    verification: await count(
      k.selectFrom("verification").select("value").where("value", "=", uid),
    ),
    contact_message: await count(
      k.selectFrom("contact_message").select("id").where("user_id", "=", uid),
    ),
  };
}

/**
 * A student with something in every table: settings, progress, a photo, two sessions, a reset
 * link and a contact message.
 */
async function busyStudent(app: TestApp) {
  const student = await newStudent(app);
  const { client, email } = student;
  expect((await client.patch("/api/me/settings", { teReo: true, school: null })).status).toBe(200);
  const progress = await client.post("/api/me/progress", {
    sections: { m7: { pages: [0, 1], tags: ["everyday"] } },
  });
  expect(progress.status, progress.text).toBe(200);
  const avatar = await client.put("/api/me/avatar", { dataUrl: await photoDataUrl() });
  expect(avatar.status, avatar.text).toBe(200);
  const second = new Client(app.url);
  expect((await second.signIn(email, PASSWORD)).status).toBe(200);
  const reset = await new Client(app.url).post("/api/auth/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });
  expect(reset.status, reset.text).toBe(200);
  // A message from the Contact page, sent signed in, its address typed in capitals.
  const message = { name: "Aroha", email: email.toUpperCase(), message: "Kia ora, I love it" };
  expect((await client.post("/api/contact", message)).status).toBe(201);
  return { ...student, second, avatar: String(avatar.json.avatar) };
}

describe.each(DATABASES)("GET /api/me/export on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("answers 401 when signed out", async () => {
    const answer = await new Client(app.url).get("/api/me/export");
    expect(answer.status).toBe(401);
    expect(answer.json.error.code).toBe("unauthorized");
  });

  it("downloads a JSON attachment that is never cached", async () => {
    const { client } = await newStudent(app);
    const answer = await client.get("/api/me/export");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rocket-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("contains the user, settings, progress, photo, sign-in methods, contact messages and sessions", async () => {
    const { client, email, name, uid, avatar } = await busyStudent(app);
    const data = (await client.get("/api/me/export")).json;

    expect(data.user).toMatchObject({ id: uid, name, email, emailVerified: false });
    expect(Date.parse(data.user.createdAt)).not.toBeNaN();
    expect(data.settings).toMatchObject({
      animation: true,
      teReo: true,
      emailMessages: false,
      sound: false,
      school: null,
    });
    const m7 = data.missions.find((m: { uid: string }) => m.uid === "m7");
    expect(m7).toMatchObject({ pages: [0, 1], tags: ["everyday"], complete: false });
    expect(data.missions).toHaveLength(SECTIONS.length);
    expect(data.avatar).toEqual({ stored: true, url: avatar });
    expect(data.signInMethods).toEqual([{ provider: "credential", createdAt: expect.any(String) }]);
    expect(data.contactMessages).toEqual([
      {
        name: "Aroha",
        email: email.toUpperCase(),
        message: "Kia ora, I love it",
        responded: false,
        sentAt: expect.any(String),
      },
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toMatchObject({ userAgent: "RocketTest/1.0 (sign-up)" });
    for (const session of data.sessions) {
      expect(Object.keys(session).sort()).toEqual([
        "createdAt",
        "expiresAt",
        "ipAddress",
        "userAgent",
      ]);
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    }
  });

  it("says no photo is stored when there is none", async () => {
    const { client } = await newStudent(app);
    const data = (await client.get("/api/me/export")).json;
    expect(data.avatar).toEqual({ stored: false, url: null });
    expect(data.missions.every((m: { pages: number[] }) => m.pages.length === 0)).toBe(true);
  });

  it("holds no password hash, session token or other secret", async () => {
    const { client, uid } = await busyStudent(app);
    const { text } = await client.get("/api/me/export");
    const k = app.db.kysely.withTables<{
      session: { userId: string; token: string };
      account: { userId: string; password: string | null };
    }>();
    const tokens = await k
      .selectFrom("session")
      .select("token")
      .where("userId", "=", uid)
      .execute();
    const [account] = await k
      .selectFrom("account")
      .select("password")
      .where("userId", "=", uid)
      .execute();
    expect(account?.password).toBeTruthy();
    expect(text).not.toContain(account!.password!);
    expect(tokens).toHaveLength(2);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken|webp)"/i);
  });
});

describe.each(DATABASES)("DELETE /api/me on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("answers 401 when signed out", async () => {
    const answer = await new Client(app.url).request("DELETE", "/api/me");
    expect(answer.status).toBe(401);
    expect(answer.json.error.code).toBe("unauthorized");
  });

  it("removes every row of the student from every table", async () => {
    const student = await busyStudent(app);
    const { client } = student;
    expect(await rowsOf(app, student)).toEqual({
      user: 1,
      user_settings: 1,
      section_progress: 1,
      avatar: 1,
      session: 2,
      account: 1,
      verification: 1,
      contact_message: 1,
    });
    const answer = await client.request("DELETE", "/api/me");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ deleted: true });
    expect(await rowsOf(app, student)).toEqual({
      user: 0,
      user_settings: 0,
      section_progress: 0,
      avatar: 0,
      session: 0,
      account: 0,
      verification: 0,
      contact_message: 0,
    });
  });

  it("leaves other students' rows alone", async () => {
    const keep = await busyStudent(app);
    const before = await rowsOf(app, keep);
    const gone = await busyStudent(app);
    expect((await gone.client.request("DELETE", "/api/me")).status).toBe(200);
    expect(await rowsOf(app, keep)).toEqual(before);
    expect((await keep.client.get("/api/me")).status).toBe(200);
  });

  it("clears the session cookie, and the old cookie and other devices get 401", async () => {
    const { client, second } = await busyStudent(app);
    const oldCookie = client.cookieHeader;
    const answer = await client.request("DELETE", "/api/me");
    expect(answer.status).toBe(200);
    const cleared = answer.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cleared).toMatch(/session_token=;|max-age=0/i);
    expect((await new Client(app.url).get("/api/me", { cookie: oldCookie })).status).toBe(401);
    expect((await second.get("/api/me")).status).toBe(401);
    expect((await second.request("DELETE", "/api/me")).status).toBe(401);
  });

  it("removes the photo from its URL", async () => {
    const { client, avatar } = await busyStudent(app);
    expect((await new Client(app.url).get(avatar)).status).toBe(200);
    expect((await client.request("DELETE", "/api/me")).status).toBe(200);
    expect((await new Client(app.url).get(avatar)).status).toBe(404);
  });

  it("lets nobody sign in with the old email and password, and the email can sign up afresh", async () => {
    const { client, email } = await busyStudent(app);
    expect((await client.request("DELETE", "/api/me")).status).toBe(200);
    const signIn = await new Client(app.url).signIn(email, PASSWORD);
    expect(signIn.status).toBe(401);
    const again = await new Client(app.url).signUp("Mere Again", email, PASSWORD);
    expect(again.status, again.text).toBe(200);
  });
});
