import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGGED_VALUE_MAX } from "../../src/server/http/log-safety";
import { uniqueEmail } from "./api-helpers";
import { PASSWORD } from "./auth-mocks";
import { Client, DATABASES, type TestApp } from "./harness";
import { appWithLogs, type LogLine } from "./log-capture";

const FORGED = '{"level":30,"msg":"admin signed in"}';

describe.each(DATABASES)("log lines from requests on %s", (kind) => {
  let app: TestApp;
  let raw: string[];
  let lines: () => LogLine[];
  beforeAll(async () => {
    ({ app, raw, lines } = await appWithLogs(kind, "info"));
  });
  afterAll(() => app.close());

  it("logs a refused callbackURL on one line, escaped and cut to the bound", async () => {
    const email = uniqueEmail("logged");
    const callbackURL = `https://evil.example/${email}\n${FORGED}\n${"x".repeat(5000)}`;
    const answer = await new Client(app.url).post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
      callbackURL,
    });
    expect(answer.status).toBe(403);

    const refused = lines().filter((l) => l.msg?.startsWith("Invalid callbackURL"));
    expect(refused).toHaveLength(1);
    const msg = refused[0]!.msg!;
    expect(msg).toContain("\\n{");
    expect(msg).not.toContain("\n");
    expect(msg.length).toBeLessThanOrEqual(LOGGED_VALUE_MAX + 30);
    expect(raw.some((line) => line.startsWith(FORGED))).toBe(false);
    expect(raw.join("\n")).not.toContain(email);
  });

  it("answers both of two sign-ups racing for one new address as for any sign-up, logging no address", async () => {
    const email = uniqueEmail("race");
    const signUp = () =>
      new Client(app.url).post("/api/auth/sign-up/email", {
        name: "Tia",
        email,
        password: PASSWORD,
      });
    const answers = await Promise.all([signUp(), signUp(), signUp()]);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(Object.keys(answer.json).sort()).toEqual(["token", "user"]);
      expect(answer.json.token).toBeNull();
    }
    expect((await new Client(app.url).signIn(email, PASSWORD)).status).toBe(200);
    expect(raw.join("\n")).not.toContain(email);
  });
});
