import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, uniqueEmail } from "./api-helpers";
import { Client, startApp, type TestApp } from "./harness";

/**
 * Issue 13: with REDIS_URL set, every limited request counts in Redis. While Redis is away
 * nothing limited may pass uncounted, and the student is told it is a moment's trouble on our
 * side: a 503 in words, never a 500. (Port 1 on loopback refuses every connection.)
 */
describe("while Redis is unreachable", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp("sqlite", { env: { REDIS_URL: "redis://127.0.0.1:1" } });
  });
  afterAll(() => app.close());

  it("answers sign-up 503 'Rocket is busy for a moment', and creates no account", async () => {
    const email = uniqueEmail("redis-down");
    const answer = await new Client(app.url).signUp("Ana Outage", email);
    expectError(answer, 503, "unavailable");
    expect(answer.json.error.message).toBe(
      "Rocket is busy for a moment. Please try again in a minute.",
    );
    const users = await app.db.kysely
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(users).toEqual([]);
  });

  it("answers the contact form 503 in words", async () => {
    const answer = await new Client(app.url).post("/api/contact", {
      name: "Ana",
      email: uniqueEmail("contact"),
      message: "Hello there, this is a question.",
    });
    expectError(answer, 503, "unavailable");
  });

  it("still answers the health check, which counts nothing", async () => {
    const answer = await new Client(app.url).get("/api/health");
    expect(answer.status, answer.text).toBe(200);
  });
});
