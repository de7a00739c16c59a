import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessablePassword } from "../../src/server/auth/passwords";
import { PASSWORD, collectingMailer, waitFor } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

describe.each(DATABASES)("accounts on %s", (kind) => {
  let app: TestApp;
  const mailer = collectingMailer();
  let n = 0;
  const newEmail = () => `student${++n}@example.com`;
  beforeAll(async () => {
    app = await startApp(kind, { mailer });
  });
  afterAll(() => app.close());

  describe("register, log out, log in", () => {
    const email = "aroha@example.com";
    const client = () => new Client(app.url);

    it("signs the student in on registration: /api/me answers 200 with that user", async () => {
      const ana = client();
      expect((await ana.signUp("Aroha", email)).status).toBe(200);
      const me = await ana.get("/api/me");
      expect(me.status).toBe(200);
      expect(me.json.user).toMatchObject({ name: "Aroha", email, avatar: null });
    });

    it("signs the student out: /api/me answers 401 afterwards", async () => {
      const ana = client();
      expect((await ana.signIn(email)).status).toBe(200);
      expect((await ana.post("/api/auth/sign-out")).status).toBe(200);
      expect((await ana.get("/api/me")).status).toBe(401);
    });

    it("logs the student back in with the same email and password", async () => {
      const ana = client();
      expect((await ana.get("/api/me")).status).toBe(401);
      expect((await ana.signIn(email)).status).toBe(200);
      const me = await ana.get("/api/me");
      expect(me.status).toBe(200);
      expect(me.json.user.email).toBe(email);
    });
  });

  describe("missing fields", () => {
    const a = "a@example.com";
    const REQUIRED = {
      "sign-up/email": {
        message: "Required: name, email and password",
        bodies: [
          {},
          { email: a, password: PASSWORD },
          { name: "A", password: PASSWORD },
          { name: "A", email: a },
          { name: " ", email: a, password: PASSWORD },
          { name: "A", email: "", password: PASSWORD },
          { name: "A", email: a, password: "   " },
        ],
      },
      "sign-in/email": {
        message: "Required: email and password",
        bodies: [
          {},
          { email: a },
          { password: PASSWORD },
          { email: "  ", password: PASSWORD },
          { email: a, password: "" },
        ],
      },
      "request-password-reset": {
        message: "Required: email",
        bodies: [{}, { email: "" }, { email: "   " }],
      },
    };
    const cases = Object.entries(REQUIRED).flatMap(([path, { message, bodies }]) =>
      bodies.map((body) => [path, body, message] as const),
    );

    it.each(cases)(
      "answers 400 on %s with %j and the message '%s'",
      async (path, body, message) => {
        const res = await new Client(app.url).post(`/api/auth/${path}`, body);
        expect(res.status).toBe(400);
        expect(res.json.message).toBe(message);
      },
    );
  });

  describe("passwords", () => {
    const signUp = (password: string) => new Client(app.url).signUp("Tama", newEmail(), password);

    it("rejects a 7-character password with 400", async () => {
      expect((await signUp("zq7mwx2")).status).toBe(400);
    });

    it("accepts an 8-character password", async () => {
      expect((await signUp("zq7mwx2k")).status).toBe(200);
    });

    it("accepts a 128-character password, which then signs in", async () => {
      const password = "kauri tree ".repeat(12).slice(0, 127) + "!";
      expect(password).toHaveLength(128);
      const email = newEmail();
      expect((await new Client(app.url).signUp("Tama", email, password)).status).toBe(200);
      expect((await new Client(app.url).signIn(email, password)).status).toBe(200);
    });

    it("rejects a 129-character password with 400", async () => {
      expect((await signUp("kauri tree ".repeat(12).slice(0, 128) + "!")).status).toBe(400);
    });

    it.each(["password123", "iloveyou", "Password123"])(
      "rejects %s, on the common list, with 400 on sign-up",
      async (password) => {
        expect(guessablePassword(password)?.code).toBe("COMMON_PASSWORD");
        const res = await signUp(password);
        expect(res.status).toBe(400);
        expect(res.json.code).toBe("COMMON_PASSWORD");
      },
    );

    it.each([
      ["one character repeated", "Tama", "a@example.nz", "zzzzzzzzzzzz", /one character/],
      ["the email", "Tama", "tama.kiwi@example.nz", "Tama.Kiwi@example.nz", /email address/],
      ["the name", "Tama Kiwi Ngata", "b@example.nz", "tama kiwi ngata", /your name/],
    ])(
      "rejects a password that is %s with 400 and says why",
      async (_what, name, email, password, why) => {
        const res = await new Client(app.url).signUp(name, email, password);
        expect(res.status).toBe(400);
        expect(res.json.code).toBe("WEAK_PASSWORD");
        expect(res.json.message).toMatch(why);
      },
    );

    it("refuses a changed password that is the student's email or name, and keeps the old one", async () => {
      const email = newEmail();
      const here = new Client(app.url);
      expect((await here.signUp("Hemi Walker", email)).status).toBe(200);
      for (const [newPassword, why] of [
        [email.toUpperCase(), /email address/],
        ["Hemi  Walker", /your name/],
      ] as const) {
        const change = await here.post("/api/auth/change-password", {
          currentPassword: PASSWORD,
          newPassword,
        });
        expect(change.status).toBe(400);
        expect(change.json).toMatchObject({
          code: "WEAK_PASSWORD",
          message: expect.stringMatching(why),
        });
      }
      expect((await new Client(app.url).signIn(email)).status).toBe(200);
    });

    it("refuses a reset password that is the student's email, leaving the link usable", async () => {
      const email = newEmail();
      await new Client(app.url).signUp("Tama", email);
      const before = mailer.sent.length;
      await new Client(app.url).post("/api/auth/request-password-reset", { email });
      const mail = await waitFor(() => mailer.sent[before]);
      const token = /reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
      const reset = (newPassword: string) =>
        new Client(app.url).post("/api/auth/reset-password", { token, newPassword });
      const weak = await reset(email);
      expect(weak.status).toBe(400);
      expect(weak.json.code).toBe("WEAK_PASSWORD");
      expect((await reset("ferns and fantails")).status).toBe(200);
    });

    it("ends every other session when the password changes, even if the client asks to keep them", async () => {
      const email = newEmail();
      const here = new Client(app.url);
      expect((await here.signUp("Tama", email)).status).toBe(200);
      const elsewhere = new Client(app.url);
      expect((await elsewhere.signIn(email)).status).toBe(200);
      const change = await here.post("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: "tides river kauri mountain",
        revokeOtherSessions: false,
      });
      expect(change.status, change.text).toBe(200);
      expect((await elsewhere.get("/api/me")).status).toBe(401);
      expect((await here.get("/api/me")).status).toBe(200);
    });

    it("accepts a long all-lowercase passphrase: no composition rules", async () => {
      expect((await signUp("tides river kauri mountain")).status).toBe(200);
    });

    it("rejects a common new password with 400 on reset-password, leaving the link usable", async () => {
      const email = newEmail();
      await new Client(app.url).signUp("Tama", email);
      const before = mailer.sent.length;
      const client = new Client(app.url);
      await client.post("/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      const mail = await waitFor(() => mailer.sent[before]);
      const token = /reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      const common = await client.post("/api/auth/reset-password", {
        newPassword: "iloveyou",
        token,
      });
      expect(common.status).toBe(400);
      expect(common.json.code).toBe("COMMON_PASSWORD");
      expect((await new Client(app.url).signIn(email, "iloveyou")).status).toBe(401);
      const good = await client.post("/api/auth/reset-password", {
        newPassword: "ferns and fantails",
        token,
      });
      expect(good.status).toBe(200);
      expect((await new Client(app.url).signIn(email, "ferns and fantails")).status).toBe(200);
    });
  });

  describe("no account enumeration", () => {
    const email = "known@example.com";
    beforeAll(async () => {
      await new Client(app.url).signUp("Known", email);
    });

    it("answers a wrong password for a known email exactly as a sign-in with an unknown email", async () => {
      const known = await new Client(app.url).signIn(email, "not the password at all");
      const unknown = await new Client(app.url).signIn(
        "nobody@example.com",
        "not the password at all",
      );
      expect(known.status).toBe(401);
      expect(unknown.status).toBe(known.status);
      expect(unknown.text).toBe(known.text);
    });

    it("answers a reset request for a known email exactly as for an unknown one, and mails only the known one", async () => {
      const before = mailer.sent.length;
      const body = (to: string) => ({ email: to, redirectTo: "/reset-password" });
      const known = await new Client(app.url).post("/api/auth/request-password-reset", body(email));
      const unknown = await new Client(app.url).post(
        "/api/auth/request-password-reset",
        body("nobody@example.com"),
      );
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.text).toBe(known.text);
      await expect.poll(() => mailer.sent.slice(before).map((m) => m.to)).toEqual([email]);
    });
  });
});

describe.each(DATABASES)("reset request timing on %s", (kind) => {
  let app: TestApp;
  let release = () => {};
  const sent: string[] = [];
  beforeAll(async () => {
    // The mail is held until the test releases it (or 8 s pass, so an app that waits for the
    // mail still answers, with the mail sent, and the test fails instead of hanging).
    const slow = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, 8000).unref();
    });
    app = await startApp(kind, {
      mailer: {
        send: async (mail) => void (await slow, sent.push(mail.to)),
        forget: async () => {},
      },
    });
  });
  afterAll(async () => {
    release();
    await app.close();
  });

  it("answers a reset request for a known email without waiting for the mail to go out", async () => {
    const email = "slowmail@example.com";
    await new Client(app.url).signUp("Slow", email);
    const res = await new Client(app.url).post("/api/auth/request-password-reset", { email });
    expect(res.status).toBe(200);
    expect(sent).toEqual([]);
    release();
    await expect.poll(() => sent).toEqual([email]);
  });
});
