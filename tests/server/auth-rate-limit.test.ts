import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PASSWORD } from "./auth-mocks";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

const MAX = 3;
const limit = { window: 60, max: MAX };

const statusesOf = (responses: { status: number }[]) => responses.map((r) => r.status);

/** Each request claims to come from somewhere else, as a client dodging the limit would. */
const spoofed = (i: number) => ({
  "x-forwarded-for": `203.0.113.${i}`,
  "x-rocket-client-ip": `198.51.100.${i}`,
});

describe.each(DATABASES)("rate limits on %s", (kind) => {
  // A fresh app (and so fresh counters) for each test.
  let app: TestApp;
  beforeEach(async () => {
    app = await startApp(kind, { rateLimits: { signIn: limit, signUp: limit, reset: limit } });
  });
  afterEach(() => app.close());

  /** Sends MAX requests, then one more, each from a new client with a new claimed address. */
  async function exhaust(path: string, body: (i: number) => unknown) {
    const responses = [];
    for (let i = 0; i <= MAX; i++) {
      responses.push(await new Client(app.url).post(`/api/auth/${path}`, body(i), spoofed(i)));
    }
    return responses;
  }

  it("answers 429 to the sign-in after the limit, whatever X-Forwarded-For says", async () => {
    // Sign-up alone (Client.signUp would sign in too, and spend one of the tries).
    const account = { name: "Kiri", email: "kiri@example.com", password: PASSWORD };
    expect((await new Client(app.url).post("/api/auth/sign-up/email", account)).status).toBe(200);
    const responses = await exhaust("sign-in/email", (i) => ({
      email: "kiri@example.com",
      password: i < MAX ? `wrong guess ${i}` : PASSWORD,
    }));
    expect(statusesOf(responses)).toEqual([401, 401, 401, 429]);
  });

  it("answers 429 to the sign-up after the limit, whatever X-Forwarded-For says", async () => {
    const responses = await exhaust("sign-up/email", (i) => ({
      name: "Pita",
      email: `pita${i}@example.com`,
      password: PASSWORD,
    }));
    expect(statusesOf(responses)).toEqual([200, 200, 200, 429]);
  });

  it("answers 429 to the reset request after the limit, whatever X-Forwarded-For says", async () => {
    const responses = await exhaust("request-password-reset", (i) => ({
      email: `someone${i}@example.com`,
    }));
    expect(statusesOf(responses)).toEqual([200, 200, 200, 429]);
  });

  it("answers 429 to the password reset after the limit, and says when to try again", async () => {
    const responses = await exhaust("reset-password", (i) => ({
      newPassword: "ferns and fantails",
      token: `not-a-token-${i}`,
    }));
    expect(statusesOf(responses)).toEqual([400, 400, 400, 429]);
    expect(Number(responses[MAX]!.headers.get("x-retry-after"))).toBeGreaterThan(0);
  });
});

describe.each(DATABASES)("default rate limits on %s", (kind) => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startApp(kind);
  });
  afterEach(() => app.close());

  // The limiter counts a request before it is judged, so empty bodies (400) cost no hashing.
  it.each(["sign-in/email", "sign-up/email", "sign-in/social"])(
    "lets a class of 30 behind one school address reach %s at once",
    async (path) => {
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => new Client(app.url).post(`/api/auth/${path}`, {})),
      );
      expect(statusesOf(responses)).not.toContain(429);
    },
  );
});
