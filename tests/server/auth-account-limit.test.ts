import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash, createHmac } from "node:crypto";
import { DEFAULT_ACCOUNT_LIMIT, type AccountLimit } from "../../src/server/auth/account-limit";
import { DEFAULT_RATE_LIMITS } from "../../src/server/auth/auth";
import { PASSWORD, collectingMailer, waitFor } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

/** Behind a proxy the app trusts, so X-Forwarded-For names the client. */
const from = (address: number) => ({ "x-forwarded-for": `203.0.113.${address}` });

const LOCKED =
  /^Too many tries for this account\. Please wait \d+ minutes? or reset your password\.$/;

const signIn = (app: TestApp, email: string, password: string, address = 1) =>
  new Client(app.url).post("/api/auth/sign-in/email", { email, password }, from(address));

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);

async function startWith(kind: (typeof DATABASES)[number], account: AccountLimit) {
  const mailer = collectingMailer();
  const app = await startApp(kind, {
    mailer,
    env: { TRUST_PROXY: "1" },
    rateLimits: { ...DEFAULT_RATE_LIMITS, account },
  });
  return { app, mailer };
}

describe.each(DATABASES)("password tries per account on %s", (kind) => {
  let app: TestApp;
  let mailer: ReturnType<typeof collectingMailer>;
  let n = 0;
  const registered = async () => {
    const email = `tries-${++n}@example.com`;
    expect((await new Client(app.url).signUp("Tama", email)).status).toBe(200);
    return email;
  };
  beforeAll(async () => {
    ({ app, mailer } = await startWith(kind, {
      windowMs: 15 * 60_000,
      slowAfter: 3,
      lockAfter: 10,
      delayMs: 10,
    }));
  });
  afterAll(() => app.close());

  it("locks the account after 10 wrong passwords spread over 20 addresses; the right one is refused too", async () => {
    const email = await registered();
    const answers = [];
    // Three rounds of the 20 addresses: each address is refused after the tenth try overall.
    for (let i = 0; i < 60; i++) {
      answers.push(await signIn(app, email, `wrong guess ${i}`, i % 20));
    }
    expect(statuses(answers)).toEqual([...Array(10).fill(401), ...Array(50).fill(429)]);
    const right = await signIn(app, email, PASSWORD, 21);
    expect(right.status).toBe(429);
    expect(right.json).toEqual({ code: "ACCOUNT_LOCKED", message: expect.stringMatching(LOCKED) });
    expect(right.json.message).toMatch(/wait 15 minutes/);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("judges at most 10 of 40 guesses sent at once", async () => {
    const email = await registered();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(app, email, `parallel guess ${i}`, i)),
    );
    expect(statuses(answers).filter((s) => s === 401)).toHaveLength(10);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(30);
  });

  it("answers an address with no account exactly as one with an account", async () => {
    const known = await registered();
    const tries = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await signIn(app, email, `guess ${i}`, i));
      return answers;
    };
    const forKnown = await tries(known);
    const forUnknown = await tries("nobody-here@example.com");
    expect(statuses(forUnknown)).toEqual(statuses(forKnown));
    expect(forUnknown.map((a) => a.text)).toEqual(forKnown.map((a) => a.text));
  });

  it("counts the same account in any letter case and with spaces around it", async () => {
    const email = await registered();
    const spellings = [email, email.toUpperCase(), ` ${email} `];
    for (let i = 0; i < 10; i++) await signIn(app, spellings[i % 3]!, `guess ${i}`, i);
    expect((await signIn(app, email.toUpperCase(), PASSWORD)).status).toBe(429);
  });

  it("forgets a student's own wrong tries once they sign in with the right password", async () => {
    const email = await registered();
    for (let i = 0; i < 9; i++) expect((await signIn(app, email, `typo ${i}`)).status).toBe(401);
    expect((await signIn(app, email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signIn(app, email, `typo ${i}`)).status).toBe(401);
    expect((await signIn(app, email, PASSWORD)).status).toBe(200);
  });

  it("lifts the lock at once when the password is reset; the new password signs in", async () => {
    const email = await registered();
    for (let i = 0; i < 11; i++) await signIn(app, email, `guess ${i}`, i);
    expect((await signIn(app, email, PASSWORD)).status).toBe(429);

    const before = mailer.sent.length;
    const asked = await new Client(app.url).post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(asked.status).toBe(200);
    const mail = await waitFor(() => mailer.sent.slice(before).find((m) => m.to === email));
    const token = /reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
    const reset = await new Client(app.url).post("/api/auth/reset-password", {
      token,
      newPassword: "ferns and fantails",
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await signIn(app, email, "ferns and fantails")).status).toBe(200);
  });
});

describe.each(DATABASES)("the stored key of an account's counter on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startWith(kind, DEFAULT_ACCOUNT_LIMIT));
  });
  afterAll(() => app.close());

  const counterKeys = async () =>
    (
      await app.db.kysely
        .withTables<{ rateLimit: { key: string } }>()
        .selectFrom("rateLimit")
        .select("key")
        .where("key", "like", "app:sign-in:%")
        .execute()
    ).map((row) => row.key);

  it("is a hash keyed with the server's secret, which a plain hash of the address does not find", async () => {
    const email = "keyed@example.com";
    expect((await signIn(app, email, "a wrong guess")).status).toBe(401);
    const plain = createHash("sha256").update(email).digest("base64url");
    const keyed = createHmac("sha256", app.config.authSecret).update(email).digest("base64url");
    expect(await counterKeys()).toEqual([`app:sign-in:${keyed}`]);
    expect((await counterKeys()).join()).not.toContain(plain);
  });
});

describe.each(DATABASES)("slowing and a short lock on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startWith(kind, {
      windowMs: 3000,
      slowAfter: 1,
      lockAfter: 3,
      delayMs: 400,
    }));
  });
  afterAll(() => app.close());

  const timed = async (password: string) => {
    const started = performance.now();
    const answer = await signIn(app, "slow@example.com", password);
    return { status: answer.status, ms: performance.now() - started, answer };
  };

  it("answers each try after the first later than the one before, then locks until the window ends", async () => {
    expect((await new Client(app.url).signUp("Slow", "slow@example.com")).status).toBe(200);
    const first = await timed("wrong one");
    const second = await timed("wrong two");
    const third = await timed("wrong three");
    expect([first.status, second.status, third.status]).toEqual([401, 401, 401]);
    expect(second.ms).toBeGreaterThanOrEqual(400);
    expect(third.ms).toBeGreaterThanOrEqual(800);

    const locked = await timed(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.answer.json).toEqual({
      code: "ACCOUNT_LOCKED",
      message: expect.stringMatching(LOCKED),
    });
    expect(locked.answer.json.message).toMatch(/wait 1 minute or reset/);
    const retryAfter = Number(locked.answer.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3);

    await new Promise((r) => setTimeout(r, retryAfter * 1000));
    expect((await timed(PASSWORD)).status).toBe(200);
  });
});
