import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, resetLink, startSmtp, waitFor, type SmtpMock } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const NEW_PASSWORD = "ferns and fantails";

/** Follows the mailed link as a browser would and reads the token the app redirects with. */
async function tokenFromLink(app: TestApp, link: string): Promise<string> {
  const url = new URL(link);
  expect(url.origin).toBe(app.url);
  const res = await new Client(app.url).get(url.pathname + url.search);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location") ?? "", app.url);
  expect(location.pathname).toBe("/reset-password");
  const token = location.searchParams.get("token");
  expect(token).toBeTruthy();
  return token ?? "";
}

async function requestReset(app: TestApp, email: string) {
  const res = await new Client(app.url).post("/api/auth/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });
  expect(res.status).toBe(200);
}

describe.each(DATABASES)("password reset by SMTP on %s", (kind) => {
  let smtp: SmtpMock;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp(kind, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Rocket <rocket@test.nz>" },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** Registers, signs out, asks for a reset; answers the raw mail that arrived. */
  async function mailFor(email: string): Promise<string> {
    const client = new Client(app.url);
    expect((await client.signUp("Manaia", email)).status).toBe(200);
    await client.post("/api/auth/sign-out");
    const before = smtp.messages.length;
    await requestReset(app, email);
    return waitFor(() => smtp.messages.slice(before).find((m) => m.includes(email)));
  }

  it("mails a reset link that sets a new password once: new one works, old one and reuse fail", async () => {
    const email = "manaia@example.com";
    const raw = await mailFor(email);
    expect(raw).toMatch(/^Subject: Reset your Rocket password/m);
    expect(raw).toMatch(/^From: Rocket <rocket@test\.nz>/m);
    const token = await tokenFromLink(app, resetLink(raw));

    const reset = await new Client(app.url).post("/api/auth/reset-password", {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(reset.status).toBe(200);

    const student = new Client(app.url);
    expect((await student.signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await student.get("/api/me")).json.user.email).toBe(email);
    expect((await new Client(app.url).signIn(email, PASSWORD)).status).toBe(401);

    const again = await new Client(app.url).post("/api/auth/reset-password", {
      newPassword: "another fine passphrase",
      token,
    });
    expect(again.status).toBe(400);
    expect((await new Client(app.url).signIn(email, "another fine passphrase")).status).toBe(401);
  });

  it("refuses a used link when it is opened again: redirects with INVALID_TOKEN", async () => {
    const email = "kahurangi@example.com";
    const link = resetLink(await mailFor(email));
    const token = await tokenFromLink(app, link);
    await new Client(app.url).post("/api/auth/reset-password", {
      newPassword: NEW_PASSWORD,
      token,
    });
    const url = new URL(link);
    const res = await new Client(app.url).get(url.pathname + url.search);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/error=INVALID_TOKEN/);
  });

  it("ends the sessions the account had before the reset", async () => {
    const email = "nikau@example.com";
    const elsewhere = new Client(app.url);
    const raw = await mailFor(email);
    expect((await elsewhere.signIn(email)).status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(200);
    const token = await tokenFromLink(app, resetLink(raw));
    const reset = await new Client(app.url).post("/api/auth/reset-password", {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(reset.status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
  });

  it("refuses a made-up token with 400", async () => {
    const res = await new Client(app.url).post("/api/auth/reset-password", {
      newPassword: NEW_PASSWORD,
      token: "made-up-token-000000000",
    });
    expect(res.status).toBe(400);
  });
});

describe.each(DATABASES)("password reset without SMTP on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it("writes the reset mail as an .eml file in DATA_DIR/outbox, and its link works", async () => {
    const email = "outbox@example.com";
    const client = new Client(app.url);
    await client.signUp("Hine", email);
    await client.post("/api/auth/sign-out");
    await requestReset(app, email);

    const outbox = join(app.dataDir, "outbox");
    const file = await waitFor(() => {
      try {
        return readdirSync(outbox).find((f) => f.endsWith(".eml") && f.includes(email));
      } catch {
        return undefined;
      }
    });
    const raw = readFileSync(join(outbox, file), "utf8");
    expect(raw).toMatch(new RegExp(`^To: ${email}`, "m"));
    const token = await tokenFromLink(app, resetLink(raw));
    const reset = await client.post("/api/auth/reset-password", {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(reset.status).toBe(200);
    expect((await client.signIn(email, NEW_PASSWORD)).status).toBe(200);
  });
});
