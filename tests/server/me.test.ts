import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { meResponse } from "../../src/core/api/schemas";
import { DEFAULT_UNLOCKED, SECTIONS } from "../../src/core/progress/sections";
import { expectError, signedIn } from "./api-helpers";
import { studentIn, teacherWithClass } from "./class-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const DEFAULTS = {
  animation: true,
  teReo: false,
  emailMessages: false,
  sound: false,
  school: null,
};

describe.each(DATABASES)("GET /api/me on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("answers 401 JSON when signed out", async () => {
    expectError(await new Client(app.url).get("/api/me"), 401, "unauthorized");
  });

  it("answers 401 JSON for a session cookie that is not a real session", async () => {
    const answer = await new Client(app.url).get("/api/me", {
      cookie: "better-auth.session_token=forged.value",
    });
    expectError(answer, 401, "unauthorized");
  });

  it("answers 401 after sign-out", async () => {
    const { client } = await signedIn(app, "Leaving Student");
    expect((await client.get("/api/me")).status).toBe(200);
    const cookie = client.cookieHeader;
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expectError(await new Client(app.url).get("/api/me", { cookie }), 401, "unauthorized");
  });

  it("answers the new account's user, default settings and every mission of the section table", async () => {
    const { client, email, uid } = await signedIn(app, "Aroha Ngata");
    const answer = await client.get("/api/me");
    expect(answer.status).toBe(200);
    expect(meResponse.strict().safeParse(answer.json).success).toBe(true);
    expect(answer.json.user).toEqual({ uid, name: "Aroha Ngata", email, avatar: null });
    expect(answer.json.settings).toEqual(DEFAULTS);
    expect(answer.json.missions).toEqual(
      SECTIONS.map((s) => ({
        ...s,
        pages: [],
        tags: [],
        count: 0,
        percent: 0,
        locked: !DEFAULT_UNLOCKED.includes(s.uid),
        complete: false,
      })),
    );
    expect(answer.json.teaches).toBe(false);
  });

  it("unlocks exactly the missions open from the start for a new account", async () => {
    const { client } = await signedIn(app, "Default Unlocks");
    const { missions } = (await client.get("/api/me")).json;
    const unlocked = missions.filter((m: { locked: boolean }) => !m.locked);
    expect(unlocked.map((m: { uid: string }) => m.uid).sort()).toEqual(
      [...DEFAULT_UNLOCKED].sort(),
    );
  });

  it("says an account teaches once it owns or co-teaches a class, archived too, and not a member; its missions stay locked by progress alone", async () => {
    const teaches = async (client: Client) => (await client.get("/api/me")).json.teaches;
    const { teacher, id, code } = await teacherWithClass(app);
    const member = await studentIn(app, code);
    const invite = await teacher.client.post(pathOf("createInvite", { id }));
    const co = await signedIn(app, "Mr Co");
    expect(await teaches(co.client)).toBe(false);
    await co.client.post("/api/classes/invites/accept", { token: invite.json.token });
    expect((await teacher.client.post(pathOf("archiveClass", { id }))).status).toBe(200);
    expect(await teaches(teacher.client)).toBe(true);
    expect(await teaches(co.client)).toBe(true);
    expect(await teaches(member.client)).toBe(false);
    const answer = await teacher.client.get("/api/me");
    expect(answer.json.missions.find((m: { uid: string }) => m.uid === "m2").locked).toBe(true);
  });

  it("creates the settings record of an account that has none", async () => {
    const { client, uid } = await signedIn(app, "No Record");
    await client.get("/api/me");
    const settingsRow = () =>
      app.db.kysely
        .selectFrom("user_settings")
        .selectAll()
        .where("user_id", "=", uid)
        .executeTakeFirst();
    await app.db.kysely.deleteFrom("user_settings").where("user_id", "=", uid).execute();
    expect(await settingsRow()).toBeUndefined();

    const answer = await client.get("/api/me");
    expect(answer.status).toBe(200);
    expect(answer.json.settings).toEqual(DEFAULTS);
    expect(await settingsRow()).toMatchObject({
      user_id: uid,
      animation: 1,
      te_reo: 0,
      email_messages: 0,
      sound: 0,
      school: null,
    });
  });
});

describe.each(DATABASES)("PATCH /api/me/settings on %s", (kind) => {
  let app: TestApp;
  let client: Client;
  beforeAll(async () => {
    app = await startApp(kind);
    ({ client } = await signedIn(app, "Settings Student"));
  });
  afterAll(() => app.close());

  const saved = async () => (await client.get("/api/me")).json.settings;

  it("answers 401 JSON when signed out", async () => {
    expectError(
      await new Client(app.url).patch("/api/me/settings", { teReo: true }),
      401,
      "unauthorized",
    );
  });

  it("changes only the settings sent, and GET /api/me shows them", async () => {
    const before = await saved();
    const answer = await client.patch("/api/me/settings", { teReo: !before.teReo });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ settings: { ...before, teReo: !before.teReo } });
    expect(await saved()).toEqual({ ...before, teReo: !before.teReo });

    const next = await client.patch("/api/me/settings", { sound: !before.sound, animation: false });
    expect(next.status).toBe(200);
    const expected = { ...before, teReo: !before.teReo, sound: !before.sound, animation: false };
    expect(next.json.settings).toEqual(expected);
    expect(await saved()).toEqual(expected);
  });

  it("saves every toggle and a school in one request", async () => {
    const all = { animation: false, teReo: true, emailMessages: true, sound: false, school: 1606 };
    expect((await client.patch("/api/me/settings", all)).json).toEqual({ settings: all });
    expect(await saved()).toEqual(all);
  });

  it("accepts a listed Ministry of Education school number, then none", async () => {
    expect((await client.patch("/api/me/settings", { school: 1606 })).status).toBe(200);
    expect((await saved()).school).toBe(1606);
    expect((await client.patch("/api/me/settings", { school: 2085 })).json.settings.school).toBe(
      2085,
    );
    expect((await client.patch("/api/me/settings", { school: null })).status).toBe(200);
    expect((await saved()).school).toBeNull();
  });

  it.each([
    ["an unlisted school number", { school: 999_999 }],
    ["a school given as a string", { school: "1606" }],
    ["a fractional school number", { school: 1606.5 }],
    ["an unknown setting", { colour: "purple" }],
    ["an unknown setting next to a valid one", { teReo: true, colour: "purple" }],
    ["an empty object", {}],
    ["a toggle given as a string", { animation: "yes" }],
    ["a toggle given as a number", { sound: 0 }],
    ["a toggle given as null", { teReo: null }],
    ["a list instead of an object", [{ teReo: true }]],
  ])("rejects %s with 400 and leaves the settings as they were", async (_, body) => {
    await client.patch("/api/me/settings", { school: 1606, teReo: false });
    const before = await saved();
    expectError(await client.patch("/api/me/settings", body), 400, "bad_request");
    expect(await saved()).toEqual(before);
  });

  it("names the school rule in the message for an unlisted school", async () => {
    const answer = await client.patch("/api/me/settings", { school: 999_999 });
    expectError(answer, 400);
    expect(answer.json.error.message).toMatch(/school/i);
  });

  it("creates the settings record on a first change when there is none", async () => {
    const other = await signedIn(app, "Patch First");
    await app.db.kysely.deleteFrom("user_settings").where("user_id", "=", other.uid).execute();
    const answer = await other.client.patch("/api/me/settings", { emailMessages: true });
    expect(answer.json.settings).toEqual({ ...DEFAULTS, emailMessages: true });
    expect((await other.client.get("/api/me")).json.settings).toEqual({
      ...DEFAULTS,
      emailMessages: true,
    });
  });
});
