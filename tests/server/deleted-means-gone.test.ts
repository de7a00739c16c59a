import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_MAILS_PER_ACCOUNT } from "../../src/server/auth/reset-mail-limit";
import { expireRateLimits } from "../../src/server/db/repos/rate-limits";
import { resetPasswordMail } from "../../src/server/auth/reset-mail";
import { createMailer } from "../../src/server/mail/mailer";
import { signedIn, uniqueEmail } from "./api-helpers";
import { waitFor } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const outboxFiles = (app: TestApp, email: string) => {
  const outbox = join(app.dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox).filter((f) => f.endsWith(`-${email}.eml`));
};

const askForReset = (app: TestApp, email: string, from: string) =>
  new Client(app.url).post(
    "/api/auth/request-password-reset",
    { email, redirectTo: "/reset-password" },
    { "x-forwarded-for": from },
  );

describe.each(DATABASES)("deleted means gone, and reset mail on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each request's X-Forwarded-For is a different client address.
    app = await startApp(kind, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(() => app.close());

  it("removes a deleted student's mail from the outbox", async () => {
    const email = uniqueEmail("outbox-gone");
    const { client } = await signedIn(app, "Outbox Student", email);
    expect((await askForReset(app, email, "10.0.0.1")).status).toBe(200);
    await waitFor(() => (outboxFiles(app, email).length > 0 ? true : undefined));

    expect((await client.request("DELETE", "/api/me")).status).toBe(200);
    expect(outboxFiles(app, email)).toEqual([]);
  });

  it(`sends one address at most ${RESET_MAILS_PER_ACCOUNT} reset mails an hour, however many addresses ask, with the same answer every time`, async () => {
    const email = uniqueEmail("flood");
    await signedIn(app, "Flood Student", email);
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push(await askForReset(app, email, `10.0.1.${i}`));
    expect(answers.map((a) => a.status)).toEqual(Array(14).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    await waitFor(() =>
      outboxFiles(app, email).length >= RESET_MAILS_PER_ACCOUNT ? true : undefined,
    );
    // Mail goes out after the answer: a fourth would arrive within moments, so wait a little
    // before counting (this wait can only make the test fail, never pass).
    await new Promise((r) => setTimeout(r, 300));
    expect(outboxFiles(app, email)).toHaveLength(RESET_MAILS_PER_ACCOUNT);
  });

  it("removes rate-limit counters untouched for longer than asked, and keeps recent ones", async () => {
    await askForReset(app, uniqueEmail("counter"), "10.0.2.1");
    const table = app.db.kysely.withTables<{
      rateLimit: { id: string; key: string; count: number; lastRequest: number };
    }>();
    await table
      .insertInto("rateLimit")
      .values({ id: "old-one", key: "10.9.9.9/sign-in/email", count: 3, lastRequest: 1_000 })
      .execute();
    const removed = await expireRateLimits(app.db, 24 * 60 * 60 * 1000);
    expect(removed).toBe(1);
    const keys = (await table.selectFrom("rateLimit").select("key").execute()).map((r) => r.key);
    expect(keys).not.toContain("10.9.9.9/sign-in/email");
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe("deleted means gone from the SQLite files", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp("sqlite");
  });
  afterAll(() => app.close());

  it("leaves the name, email and contact message readable nowhere in the database file or its WAL", async () => {
    const marker = `Zqxj${Date.now()}`;
    const email = `${marker.toLowerCase()}@example.com`;
    const { client } = await signedIn(app, `${marker} Student`, email);
    await client.post("/api/contact", {
      name: `${marker} Student`,
      email,
      message: `${marker} says kia ora to the team.`,
    });
    expect((await client.request("DELETE", "/api/me")).status).toBe(200);

    for (const file of ["app.db", "app.db-wal"]) {
      const path = join(app.dataDir, file);
      if (!existsSync(path)) continue;
      const bytes = readFileSync(path);
      expect(bytes.includes(marker), `${file} holds the name`).toBe(false);
      expect(bytes.includes(marker.toLowerCase()), `${file} holds the email`).toBe(false);
    }
  });
});

describe("the outbox mailer", () => {
  it("keeps every one of many mails sent in the same instant, and logs no address or link", async () => {
    const outbox = mkdtempSync(join(tmpdir(), "rocket-outbox-"));
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Rocket <rocket@test.nz>",
      outbox,
      log: (line) => lines.push(line),
    });
    const link = "http://localhost:3000/api/auth/reset-password/secret-token-123";
    const mail = resetPasswordMail({ name: "Hine", email: "same@example.com" }, link);
    await Promise.all(Array.from({ length: 40 }, () => mailer.send(mail)));
    expect(readdirSync(outbox).filter((f) => f.endsWith(".eml"))).toHaveLength(40);
    expect(lines.join("\n")).not.toContain("secret-token-123");
    expect(lines.join("\n")).not.toContain("same@example.com");
  });
});
