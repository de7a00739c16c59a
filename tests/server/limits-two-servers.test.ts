import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "../../src/server/auth/device-cookie";
import {
  RESET_MAILS_PER_ACCOUNT,
  RESET_MAILS_PER_REQUESTER,
} from "../../src/server/auth/reset-mail-limit";
import { DEFAULT_APP_LIMITS } from "../../src/server/limits/limiter";
import type { WebServer } from "../support/local-server";
import { expectError, uniqueEmail } from "./api-helpers";
import { PASSWORD, resetLink, settledCount, startSmtp, type SmtpMock } from "./auth-mocks";
import { Client } from "./harness";
import { VARIANTS, onServer, startTwoServers, type TwoServers } from "./two-servers";

/**
 * Issue 22's limits hold for the app, not per server: two server processes behind one trusted
 * proxy (TRUST_PROXY=1, so X-Forwarded-For names each client) on one database, and one Redis in
 * that variant, with the server's real limits (two-servers.ts). The attacker and the student
 * take turns, and reach either server.
 */
const SIGN_IN = "/api/auth/sign-in/email";
const NEW_PASSWORD = "ferns and fantails";
/** For tests that wait out the real slowing of 11 guesses (3.5 s for the 10th) twice. */
const SLOWED = { timeout: 60_000 };

describe.each(VARIANTS)("issue 22's limits across two servers on one $name", (variant) => {
  let smtp: SmtpMock;
  let servers: TwoServers | undefined;
  let a: WebServer;
  let b: WebServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    servers = await startTwoServers(variant, { TRUST_PROXY: "1", SMTP_URL: smtp.url });
    ({ a, b } = servers);
  }, 120_000);
  afterAll(async () => {
    await servers?.stop();
    await smtp?.close();
  });

  // Client addresses of this run only: Redis keeps its per-address counters between runs.
  const net = randomBytes(2);
  const from = (host: number) => ({ "x-forwarded-for": `10.${net[0]}.${net[1]}.${host}` });
  const STUDENT = 250;
  const serverFor = (i: number) => (i % 2 === 0 ? a : b);

  /** A registered student, signed in through server a on their own browser (its device cookie). */
  async function student() {
    const email = uniqueEmail("two-servers-lock");
    const browser = new Client(a.url);
    const body = { name: "Anahera", email, password: PASSWORD };
    expect((await browser.post("/api/auth/sign-up/email", body, from(STUDENT))).status).toBe(200);
    expect((await browser.post(SIGN_IN, { email, password: PASSWORD }, from(STUDENT))).status).toBe(
      200,
    );
    expect(browser.cookieHeader).toContain(`${DEVICE_COOKIE}=`);
    return { email, browser };
  }

  /**
   * `times` wrong passwords sent at once from new browsers, each from its own address, half
   * through each server; their statuses, sorted.
   */
  const guesses = async (email: string, times: number, first = 0) => {
    const answers = await Promise.all(
      Array.from({ length: times }, (_, i) =>
        new Client(serverFor(i).url).post(
          SIGN_IN,
          { email, password: `guess number ${first + i}` },
          from(first + i),
        ),
      ),
    );
    return answers.map((answer) => answer.status).sort();
  };

  const askForReset = (server: WebServer, email: string, host: number, browser?: Client) =>
    onServer(server, browser ?? new Client(server.url))(
      "POST",
      "/api/auth/request-password-reset",
      { email, redirectTo: "/reset-password" },
      from(host),
    );

  const mailsTo = (email: string) => smtp.messages.filter((m) => m.includes(`To: ${email}`));
  const settledMails = (email: string, count: number) =>
    settledCount(() => mailsTo(email).length, count);

  it(
    "signs the student in on their own browser through either server while the attacker's guesses through both keep the account locked",
    SLOWED,
    async () => {
      const { email, browser } = await student();
      expect(await guesses(email, 10)).toEqual(Array(10).fill(401));
      expect(await guesses(email, 2, 10)).toEqual([429, 429]);

      const viaB = onServer(b, browser);
      const rightOnB = () => viaB("POST", SIGN_IN, { email, password: PASSWORD }, from(STUDENT));
      const [signedIn, attack] = await Promise.all([rightOnB(), guesses(email, 4, 12)]);
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(attack).toEqual(Array(4).fill(429));
      const typo = await browser.post(SIGN_IN, { email, password: "a typo" }, from(STUDENT));
      expect(typo.status).toBe(401);
      expect((await rightOnB()).status).toBe(200);
      const elsewhere = await new Client(b.url).post(
        SIGN_IN,
        { email, password: PASSWORD },
        from(1),
      );
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.json.code).toBe("ACCOUNT_LOCKED");
    },
  );

  it("sends the reset mail the student asks for while the attacker keeps asking from one address through both servers", async () => {
    const { email } = await student();
    for (let i = 0; i < 2 * RESET_MAILS_PER_REQUESTER; i++) {
      expect((await askForReset(serverFor(i), email, 100)).status).toBe(200);
    }
    expect(await settledMails(email, RESET_MAILS_PER_REQUESTER)).toBe(RESET_MAILS_PER_REQUESTER);

    expect((await askForReset(b, email, STUDENT)).status).toBe(200);
    expect(await settledMails(email, RESET_MAILS_PER_REQUESTER + 1)).toBe(
      RESET_MAILS_PER_REQUESTER + 1,
    );
  });

  it("sends the reset mail asked for on the student's own browser after requests from many addresses through both servers used up the account's", async () => {
    const { email, browser } = await student();
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + 4; i++) {
      expect((await askForReset(serverFor(i), email, 110 + i)).status).toBe(200);
    }
    expect(await settledMails(email, RESET_MAILS_PER_ACCOUNT)).toBe(RESET_MAILS_PER_ACCOUNT);

    expect((await askForReset(b, email, 110, browser)).status).toBe(200);
    expect(await settledMails(email, RESET_MAILS_PER_ACCOUNT + 1)).toBe(
      RESET_MAILS_PER_ACCOUNT + 1,
    );
  });

  it(
    "ends the lock with a reset completed on the other server: the new password signs in on a new browser, and guessing is refused again after 10 tries",
    SLOWED,
    async () => {
      const { email } = await student();
      expect(await guesses(email, 11)).toEqual([...Array(10).fill(401), 429]);

      expect((await askForReset(a, email, 140)).status).toBe(200);
      await settledMails(email, 1);
      const token = new URL(resetLink(mailsTo(email).at(-1)!)).pathname.split("/").at(-1);
      const body = { token, newPassword: NEW_PASSWORD };
      const reset = await new Client(b.url).post("/api/auth/reset-password", body, from(140));
      expect(reset.status, reset.text).toBe(200);

      const fresh = await new Client(a.url).post(
        SIGN_IN,
        { email, password: NEW_PASSWORD },
        from(141),
      );
      expect(fresh.status, fresh.text).toBe(200);
      expect(await guesses(email, 11, 20)).toEqual([...Array(10).fill(401), 429]);
    },
  );

  it("counts one client's contact messages through both servers under the address its proxy added, whatever the client wrote before it", async () => {
    const message = { name: "Mere", email: "mere@example.com", message: "Kia ora" };
    const spoofed = (i: number) => ({
      "x-forwarded-for": `198.51.100.${i}, ${from(200)["x-forwarded-for"]}`,
    });
    for (let i = 0; i < DEFAULT_APP_LIMITS.contactPerHour; i++) {
      const sent = await new Client(serverFor(i).url).post("/api/contact", message, spoofed(i));
      expect(sent.status, sent.text).toBe(201);
    }
    for (const server of [a, b]) {
      expectError(await new Client(server.url).post("/api/contact", message, spoofed(99)), 429);
    }
  });

  it("holds an account's photo-upload limit reached through both servers on each of them", async () => {
    const { browser } = await student();
    const onB = onServer(b, browser);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#2266cc" },
    })
      .png()
      .toBuffer();
    const photo = { dataUrl: `data:image/png;base64,${png.toString("base64")}` };
    for (let i = 0; i < DEFAULT_APP_LIMITS.avatarsPerHour; i++) {
      const upload =
        i % 2 === 0 ? browser.put("/api/me/avatar", photo) : onB("PUT", "/api/me/avatar", photo);
      const answer = await upload;
      expect(answer.status, answer.text).toBe(200);
    }
    expectError(await browser.put("/api/me/avatar", photo), 429, "rate_limited");
    expectError(await onB("PUT", "/api/me/avatar", photo), 429, "rate_limited");
  });
});
