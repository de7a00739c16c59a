import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../src/server/auth/auth";
import { createLimiter } from "../../src/server/limits/limiter";
import { collectingMailer } from "./auth-mocks";
import { signedIn } from "./api-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

type Route = { method: string; url: string };

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];

/** The app's own /api routes, read from Fastify's route tree (so a new route is fuzzed too). */
function appRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? "") + match[2]!;
    parents[depth] = url;
    for (const method of match[3]?.split(", ") ?? []) {
      if (url.startsWith("/api/") && !url.startsWith("/api/auth/") && url !== "/api/auth/*")
        routes.push({ method, url });
    }
  }
  return routes;
}

/** Every better-auth endpoint that takes a POST, under /api/auth. */
function authRoutes(app: TestApp): Route[] {
  const auth = createAuth({
    config: app.config,
    db: app.db,
    mailer: collectingMailer(),
    limiter: createLimiter(app.config, app.db, () => {}),
    log: app.server.log,
  });
  return Object.values(auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    const methods = [options?.method].flat();
    if (!path || !methods.includes("POST")) return [];
    return [{ method: "POST", url: `/api/auth${path.replace(/:\w+/g, "x")}` }];
  });
}

/** Routes that act without reading a body (signing out, deleting the account): only bodies that fail to parse are sent to them. */
const ACTS_WITHOUT_BODY = new Set([
  "DELETE /api/me",
  "POST /api/auth/sign-out",
  "POST /api/auth/revoke-sessions",
  "POST /api/auth/revoke-other-sessions",
  "POST /api/auth/update-session",
]);

const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);

/** Bodies no handler can act on: they fail to parse, or are refused before any handler. */
const UNPARSEABLE: [string, string][] = [
  ["malformed", "{not json"],
  ["truncated", '{"email": "a@b.c", "password": '],
  ["deeply nested array", nested(5_000)],
  ["deeply nested object", nestedObject(5_000)],
  ["oversized", JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) })],
  ["NUL in a string", JSON.stringify({ name: "Aro\u0000ha", email: "a\u0000@example.com" })],
  ["NUL in a key", JSON.stringify({ "na\u0000me": "Aroha" })],
];

/** Bodies of the wrong shape: they parse, and each route must refuse them in words. */
const MISTYPED: [string, string][] = [
  ["null", "null"],
  ["a number", "42"],
  ["a string", '"hello"'],
  ["an empty array", "[]"],
  [
    "wrong types everywhere",
    JSON.stringify({
      name: 12,
      email: ["a@b.c"],
      password: { a: 1 },
      newPassword: 5,
      token: [],
      image: { src: "https://evil.example/a.png" },
      message: null,
      sections: "all",
      events: {},
      dataUrl: 7,
      school: "Rangitoto",
      sound: "yes",
      provider: 1,
      callbackURL: ["https://evil.example"],
    }),
  ],
  ["a very long name", JSON.stringify({ name: "A".repeat(100_000), email: "long@example.com" })],
];

/** Everything a student has stored, table by table (rate-limit counters aside). */
async function storedData(app: TestApp) {
  const tables = [
    "user",
    "account",
    "session",
    "verification",
    "user_settings",
    "section_progress",
    "avatar",
    "contact_message",
    "analytics_event",
  ] as const;
  const db = app.db.kysely;
  return Object.fromEntries(
    await Promise.all(
      // The auth tables are better-auth's, outside Kysely's typed schema: read them as rows.
      tables.map(async (t) => [t, (await sql`select * from ${sql.table(t)}`.execute(db)).rows]),
    ),
  );
}

describe.each(DATABASES)("bad bodies on every route on %s", (kind) => {
  let app: TestApp;
  let client: Client;
  let routes: Route[];
  beforeAll(async () => {
    // Limits high enough that every body reaches the route's own checks, not a 429.
    const many = { window: 60, max: 10_000 };
    app = await startApp(kind, {
      rateLimits: { signIn: many, signUp: many, reset: many },
      appLimits: { contactPerHour: 10_000, eventsPerMinute: 10_000, savesPerMinute: 10_000 },
    });
    ({ client } = await signedIn(app, "Fuzz Student"));
    await client.post("/api/me/progress", { sections: { m7: { pages: [0, 1], tags: [] } } });
    await client.post("/api/contact", {
      name: "Fuzz Student",
      email: "fuzz@example.com",
      message: "Kia ora, this is a test message.",
    });
    routes = [...appRoutes(app.server.printRoutes({ commonPrefix: false })), ...authRoutes(app)];
  });
  afterAll(() => app.close());

  it("finds the app's and better-auth's state-changing routes", () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      "POST /api/me/progress",
      "PATCH /api/me/settings",
      "PUT /api/me/avatar",
      "DELETE /api/me",
      "POST /api/contact",
      "POST /api/events",
      "POST /api/auth/sign-up/email",
      "POST /api/auth/update-user",
      "POST /api/auth/reset-password",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it("answers every malformed, mistyped, oversized, nested or NUL-bearing body without a 5xx and changes no stored data", async () => {
    const before = await storedData(app);
    const answers: string[] = [];
    for (const { method, url } of routes.filter((r) => STATE_CHANGING.includes(r.method))) {
      const bodies = ACTS_WITHOUT_BODY.has(`${method} ${url}`)
        ? UNPARSEABLE
        : [...UNPARSEABLE, ...MISTYPED];
      for (const [what, body] of bodies) {
        const answer = await client.request(method, url, body);
        if (answer.status >= 500) {
          answers.push(
            `${method} ${url} with ${what}: ${answer.status} ${answer.text.slice(0, 120)}`,
          );
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await storedData(app)).toEqual(before);
    // The student is still signed in: nothing above ended the session.
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("answers a NUL in any address parameter, whatever the method, or in a query with a clear 400", async () => {
    const withParams = routes.filter((r) => r.method !== "HEAD" && r.url.includes(":"));
    expect(withParams.map((r) => r.method)).toEqual(expect.arrayContaining(["GET", "POST"]));
    const requests = [
      ...withParams.map((r) => ({ method: r.method, url: r.url.replace(/:\w+/g, "%00") })),
      { method: "GET", url: "/api/me?x=%00" },
      { method: "GET", url: "/api/auth/get-session?x=%00" },
    ];
    for (const { method, url } of requests) {
      const answer = await client.request(method, url, method === "GET" ? undefined : {});
      expect(answer.status, `${method} ${url}: ${answer.text}`).toBe(400);
      expect(answer.text).toContain("NUL");
    }
  });

  it.each([
    ["JSON nested 5,000 levels to sign-in", "/api/auth/sign-in/email", nestedObject(5_000)],
    [
      "a NUL in a contact message",
      "/api/contact",
      JSON.stringify({ name: "A", email: "a@b.nz", message: "Kia ora\u0000 there" }),
    ],
    [
      "a NUL in a reset request",
      "/api/auth/request-password-reset",
      JSON.stringify({ email: "a\u0000@b.nz" }),
    ],
    ["a name that is not text", "/api/auth/update-user", JSON.stringify({ name: 42 })],
    [
      "a name of 100,000 characters",
      "/api/auth/update-user",
      JSON.stringify({ name: "A".repeat(100_000) }),
    ],
    [
      "a picture from another site",
      "/api/auth/update-user",
      JSON.stringify({ image: "https://evil.example/a.png" }),
    ],
    [
      "a picture at sign-up",
      "/api/auth/sign-up/email",
      JSON.stringify({
        name: "A",
        email: "pic@b.nz",
        password: "kiwi planets orbit slowly",
        image: "https://evil.example/a.png",
      }),
    ],
    ["a body that is not an object", "/api/auth/update-user", "42"],
  ])("answers %s with a clear 400", async (_what, url, body) => {
    const answer = await client.request("POST", url, body);
    expect(answer.status, answer.text).toBe(400);
    // App routes answer { error: { code, message } }, better-auth's own { code, message }.
    const { message } = answer.json.error ?? answer.json;
    expect(message).toMatch(/\w+ \w+/);
  });
});
