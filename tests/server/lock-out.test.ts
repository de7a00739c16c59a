import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ACCOUNT_LIMIT } from "../../src/server/auth/account-limit";
import { DEFAULT_RATE_LIMITS } from "../../src/server/auth/auth";
import { DEVICE_COOKIE } from "../../src/server/auth/device-cookie";
import {
  RESET_MAILS_PER_ACCOUNT,
  RESET_MAILS_PER_REQUESTER,
} from "../../src/server/auth/reset-mail-limit";
import { uniqueEmail } from "./api-helpers";
import { PASSWORD, collectingMailer, settledCount } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

/** Behind one trusted proxy, so X-Forwarded-For names each client's address. */
const from = (address: string) => ({ "x-forwarded-for": address });

const NEW_PASSWORD = "ferns and fantails";

describe.each(DATABASES)("an attacker cannot lock a student out on %s", (kind) => {
  let app: TestApp;
  let mailer: ReturnType<typeof collectingMailer>;
  beforeAll(async () => {
    mailer = collectingMailer();
    app = await startApp(kind, {
      mailer,
      env: { TRUST_PROXY: "1" },
      // Today's limits, each slowed try waiting 10 ms instead of 500 so the suite runs quickly.
      rateLimits: { ...DEFAULT_RATE_LIMITS, account: { ...DEFAULT_ACCOUNT_LIMIT, delayMs: 10 } },
    });
  });
  afterAll(() => app.close());

  /** A registered student, signed in on their own browser (which keeps its device cookie). */
  async function student() {
    const email = uniqueEmail("locked-out");
    const browser = new Client(app.url);
    expect((await browser.signUp("Anahera", email)).status).toBe(200);
    expect(browser.cookieHeader).toContain(`${DEVICE_COOKIE}=`);
    return { email, browser };
  }

  /** Wrong passwords from a new browser and address each time; the statuses they got. */
  async function guess(email: string, times: number, browser = () => new Client(app.url)) {
    const statuses = [];
    for (let i = 0; i < times; i++) {
      const answer = await browser().post(
        "/api/auth/sign-in/email",
        { email, password: `guess number ${i}` },
        from(`198.51.100.${i % 200}`),
      );
      statuses.push(answer.status);
    }
    return statuses;
  }

  const askForReset = (email: string, address: string, browser = new Client(app.url)) =>
    browser.post(
      "/api/auth/request-password-reset",
      { email, redirectTo: "/reset-password" },
      from(address),
    );

  const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email).length;

  /** Waits for `count` mails to `email`, then a little longer, and says how many came. */
  const settledMails = (email: string, count: number) => settledCount(() => mailsTo(email), count);

  it("signs the student in with the right password on their own browser while the attacker's guesses keep the account locked", async () => {
    const { email, browser } = await student();
    expect(await guess(email, 12)).toEqual([...Array(10).fill(401), 429, 429]);

    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    expect(await guess(email, 2)).toEqual([429, 429]);
    expect((await browser.signIn(email, "a typo")).status).toBe(401);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    expect((await new Client(app.url).signIn(email, PASSWORD)).status).toBe(429);
  });

  it("counts guesses sent with another account's device cookie, or a forged one, on the account", async () => {
    const { email } = await student();
    const attacker = new Client(app.url);
    expect((await attacker.signUp("Attacker", uniqueEmail("attacker"))).status).toBe(200);
    expect(await guess(email, 6, () => attacker)).toEqual(Array(6).fill(401));
    const forged = attacker.cookieHeader.replace(/(rocket_device=[^.;]+)\.[^;]*/, "$1.made.up");
    const forger = () => {
      const client = new Client(app.url);
      return Object.assign(client, { request: withCookie(client, forged) });
    };
    expect(await guess(email, 5, forger)).toEqual([401, 401, 401, 401, 429]);
  });

  it("locks a known browser after 10 wrong passwords of its own, as any other", async () => {
    const { email, browser } = await student();
    expect(await guess(email, 11, () => browser)).toEqual([...Array(10).fill(401), 429]);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(429);
  });

  it("sends the reset mail the student asks for while the attacker keeps asking from one address", async () => {
    const { email } = await student();
    for (let i = 0; i < 6; i++) expect((await askForReset(email, "203.0.113.66")).status).toBe(200);
    expect(await settledMails(email, RESET_MAILS_PER_REQUESTER)).toBe(RESET_MAILS_PER_REQUESTER);

    expect((await askForReset(email, "203.0.113.7")).status).toBe(200);
    expect(await settledMails(email, RESET_MAILS_PER_REQUESTER + 1)).toBe(
      RESET_MAILS_PER_REQUESTER + 1,
    );
  });

  it("sends the reset mail asked for on the student's own browser after requests from many addresses used up the account's", async () => {
    const { email, browser } = await student();
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + 4; i++) {
      expect((await askForReset(email, `192.0.2.${i}`)).status).toBe(200);
    }
    expect(await settledMails(email, RESET_MAILS_PER_ACCOUNT)).toBe(RESET_MAILS_PER_ACCOUNT);

    expect((await askForReset(email, "192.0.2.1", browser)).status).toBe(200);
    expect(await settledMails(email, RESET_MAILS_PER_ACCOUNT + 1)).toBe(
      RESET_MAILS_PER_ACCOUNT + 1,
    );
  });

  it("ends the lock with a completed reset: the new password signs in on a new browser, and guessing starts again at the slow count", async () => {
    const { email } = await student();
    expect((await guess(email, 11)).at(-1)).toBe(429);
    for (let i = 0; i < 4; i++) await askForReset(email, "203.0.113.99");

    const before = mailsTo(email);
    expect((await askForReset(email, "203.0.113.100")).status).toBe(200);
    await settledMails(email, before + 1);
    const mail = mailer.sent.filter((m) => m.to === email).at(-1)!;
    const token = /reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
    const reset = await new Client(app.url).post("/api/auth/reset-password", {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status, reset.text).toBe(200);

    expect((await new Client(app.url).signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect(await guess(email, 11)).toEqual([...Array(10).fill(401), 429]);
  });
});

/** The client's request, sending `cookie` in place of its own cookies. */
function withCookie(client: Client, cookie: string): Client["request"] {
  const request = client.request.bind(client);
  return (method, path, body, headers = {}) => request(method, path, body, { ...headers, cookie });
}
