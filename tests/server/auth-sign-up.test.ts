import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_ANSWER_MS } from "../../src/server/auth/routes";
import { PASSWORD, collectingMailer } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const OTHER_PASSWORD = "someone else's passphrase";

/** The sign-up request alone, as a script would send it, with how long the answer took. */
async function signUpOnly(app: TestApp, email: string, password = OTHER_PASSWORD) {
  const client = new Client(app.url);
  const started = performance.now();
  const answer = await client.post("/api/auth/sign-up/email", { name: "Tama", email, password });
  return { ...answer, ms: performance.now() - started, client };
}

/** The answer with what differs between any two sign-ups (address, new id, time) taken out. */
const shape = (json: { user: Record<string, unknown> }) => ({
  ...json,
  user: { ...json.user, email: "e", id: typeof json.user.id, createdAt: "t", updatedAt: "t" },
});

describe.each(DATABASES)("sign-up with an address that has an account on %s", (kind) => {
  let app: TestApp;
  const mailer = collectingMailer();
  const owner = "owner@example.com";
  let n = 0;
  const newEmail = () => `new-${++n}@example.com`;
  beforeAll(async () => {
    app = await startApp(kind, { mailer });
    expect((await new Client(app.url).signUp("Owner", owner)).status).toBe(200);
  });
  afterAll(() => app.close());

  it("answers exactly as for a new address: 200, the same fields, and no session either way", async () => {
    const taken = await signUpOnly(app, owner);
    const fresh = await signUpOnly(app, newEmail());
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(shape(taken.json)).toEqual(shape(fresh.json));
    expect(taken.json.user.email).toBe(owner);
    expect(taken.json.token).toBeNull();
    for (const answer of [taken, fresh]) {
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect((await answer.client.get("/api/me")).status).toBe(401);
    }
  });

  it(`answers a taken address and a new one no sooner than ${SIGN_UP_ANSWER_MS} ms`, async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signUpOnly(app, owner)).ms).toBeGreaterThanOrEqual(SIGN_UP_ANSWER_MS);
      expect((await signUpOnly(app, newEmail())).ms).toBeGreaterThanOrEqual(SIGN_UP_ANSWER_MS);
    }
  });

  it("tells the owner by mail, and leaves the account as it was", async () => {
    const email = newEmail();
    expect((await new Client(app.url).signUp("Aroha", email)).status).toBe(200);
    const before = mailer.sent.length;
    expect((await signUpOnly(app, email.toUpperCase())).status).toBe(200);
    await expect.poll(() => mailer.sent.slice(before).map((m) => m.to)).toEqual([email]);
    const mail = mailer.sent[before]!;
    expect(mail.subject).toBe("Someone tried to register with your email");
    expect(mail.text).toMatch(/^Kia ora Aroha,/);
    expect(mail.text).toContain(`${app.url}/forgotPassword`);
    expect(mail.text + mail.html).not.toContain(OTHER_PASSWORD);
    expect((await new Client(app.url).signIn(email, OTHER_PASSWORD)).status).toBe(401);
    expect((await new Client(app.url).signIn(email, PASSWORD)).status).toBe(200);
  });

  it("mails nobody when the address is new", async () => {
    const before = mailer.sent.length;
    expect((await signUpOnly(app, newEmail())).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailer.sent.slice(before)).toEqual([]);
  });

  it("mails the owner at most 3 times an hour, however often the address is tried", async () => {
    const email = newEmail();
    await new Client(app.url).signUp("Pita", email);
    const before = mailer.sent.length;
    for (let i = 0; i < 6; i++) expect((await signUpOnly(app, email)).status).toBe(200);
    await expect.poll(() => mailer.sent.slice(before).length).toBe(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailer.sent.slice(before).map((m) => m.to)).toEqual([email, email, email]);
  });

  it("signs a new student in with the password they just chose", async () => {
    const email = newEmail();
    const { client, status } = await signUpOnly(app, email, PASSWORD);
    expect(status).toBe(200);
    expect((await client.signIn(email)).status).toBe(200);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ name: "Tama", email });
  });
});
