import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signedIn, signedInAgain } from "./api-helpers";
import { PASSWORD } from "./auth-mocks";
import { DATABASES, startApp, type Client, type TestApp } from "./harness";

type SessionRow = {
  token: string;
  userId: string;
  createdAt: string | Date;
  expiresAt: string | Date;
};

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)("the absolute session lifetime on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  const sessions = () => app.db.kysely.withTables<{ session: SessionRow }>();
  const stamp = (date: Date) => (kind === "postgres" ? date : date.toISOString());
  /** Every session of the user began `ageMs` ago and was last renewed just now (in daily use). */
  const signedInAgo = (uid: string, ageMs: number) =>
    sessions()
      .updateTable("session")
      .set({
        createdAt: stamp(new Date(Date.now() - ageMs)),
        expiresAt: stamp(new Date(Date.now() + 7 * DAY - 60_000)),
      })
      .where("userId", "=", uid)
      .execute();
  const sessionCount = async (uid: string) =>
    (await sessions().selectFrom("session").select("token").where("userId", "=", uid).execute())
      .length;
  const getSession = (client: Client) => client.get("/api/auth/get-session");

  it("keeps a session signed in 29 days ago that is in daily use", async () => {
    const { client, uid } = await signedIn(app);
    await signedInAgo(uid, 29 * DAY);
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.post("/api/me/progress", { sections: {} })).status).not.toBe(401);
    expect((await getSession(client)).json?.user?.id).toBe(uid);
  });

  it("refuses a session signed in 31 days ago however recently used, on app routes and get-session, and removes it", async () => {
    const { client, email, uid } = await signedIn(app);
    const laptop = await signedInAgain(app, email);
    const phone = await signedInAgain(app, email);
    await signedInAgo(uid, 31 * DAY);

    expectError(await client.get("/api/me"), 401, "unauthorized");
    const session = await getSession(laptop);
    expect(session.status).toBe(200);
    expect(session.json).toBeNull();
    expect(session.headers.getSetCookie().join()).toMatch(/session_token=;/);
    const change = await phone.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "tides river kauri mountain",
    });
    expect(change.status).toBe(401);
    expect(await sessionCount(uid)).toBe(0);
  });

  it("refuses an old session on a save too, and a new sign-in starts a new 30 days", async () => {
    const { client, email, uid } = await signedIn(app);
    await signedInAgo(uid, 31 * DAY);
    expectError(await client.post("/api/me/progress", { sections: {} }), 401, "unauthorized");
    expect((await client.signIn(email)).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
