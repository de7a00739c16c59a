import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signedIn } from "./api-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

/** High enough that the validation tests never meet the limit; the limit has its own app. */
const ROOMY = { contactPerHour: 1000, eventsPerMinute: 1000 };

const message = {
  name: "Mere Tane",
  email: "mere@example.com",
  message: "Kia ora, I love Rocket!",
};

const EVENTS = [
  { type: "modal_open", mission: "m7", modal: "tyoac-2-1" },
  { type: "quiz_init", mission: "m1", quiz: "m1-q2" },
  { type: "quiz_answer", mission: "m1", quiz: "m1-q2", correct: true },
  { type: "quiz_answer", mission: "m1", quiz: "m1-q3", correct: false },
  { type: "quiz_dismiss", mission: "m3", quiz: "m3-q1" },
];

describe.each(DATABASES)("POST /api/contact on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { appLimits: ROOMY });
  });
  afterAll(() => app.close());

  const stored = () =>
    app.db.kysely.selectFrom("contact_message").selectAll().orderBy("id").execute();

  it("stores a message from a signed-out visitor with responded = 0 and answers 201", async () => {
    const before = (await stored()).length;
    const answer = await new Client(app.url).post("/api/contact", message);
    expect(answer.status, answer.text).toBe(201);
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ ...message, responded: 0 });
    expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(60_000);
  });

  it("stores a message from a signed-in student too", async () => {
    const { client, email } = await signedIn(app, "Signed In Writer");
    const answer = await client.post("/api/contact", { ...message, email });
    expect(answer.status).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ email, responded: 0 });
  });

  it("stores the name and message without surrounding spaces", async () => {
    await new Client(app.url).post("/api/contact", {
      ...message,
      name: "  Hemi  ",
      message: "\n Ka pai \n",
    });
    expect((await stored()).at(-1)).toMatchObject({ name: "Hemi", message: "Ka pai" });
  });

  it("accepts fields at their longest", async () => {
    const longest = {
      name: "N".repeat(100),
      email: `${"e".repeat(64)}@${"d".repeat(60)}.example.com`,
      message: "ā".repeat(5000),
    };
    const answer = await new Client(app.url).post("/api/contact", longest);
    expect(answer.status, answer.text).toBe(201);
    expect((await stored()).at(-1)).toMatchObject(longest);
  });

  it.each([
    ["no name", { email: message.email, message: message.message }],
    ["a blank name", { ...message, name: "   " }],
    ["a name over 100 characters", { ...message, name: "N".repeat(101) }],
    ["no email", { name: message.name, message: message.message }],
    ["an address without @", { ...message, email: "mere.example.com" }],
    ["an address with no domain", { ...message, email: "mere@" }],
    ["an address over 254 characters", { ...message, email: `${"e".repeat(250)}@example.com` }],
    ["an empty message", { ...message, message: "" }],
    ["a message of spaces", { ...message, message: "   \n  " }],
    ["a message over 5000 characters", { ...message, message: "m".repeat(5001) }],
    ["a name given as a number", { ...message, name: 42 }],
  ])("answers 400 with a message for %s and stores nothing", async (_, body) => {
    const before = (await stored()).length;
    expectError(await new Client(app.url).post("/api/contact", body), 400, "bad_request");
    expect(await stored()).toHaveLength(before);
  });

  it("says which field is wrong, in words", async () => {
    const answer = await new Client(app.url).post("/api/contact", { ...message, email: "nope" });
    expectError(answer, 400);
    expect(answer.json.error.message).toMatch(/valid email/i);
  });

  it("answers 413 JSON for a body over 16 kB and stores nothing", async () => {
    const before = (await stored()).length;
    const answer = await new Client(app.url).post("/api/contact", {
      ...message,
      message: "m".repeat(17 * 1024),
    });
    expectError(answer, 413, "too_large");
    expect(await stored()).toHaveLength(before);
  });
});

describe.each(DATABASES)("POST /api/events on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { appLimits: ROOMY });
  });
  afterAll(() => app.close());

  const stored = () =>
    app.db.kysely
      .selectFrom("analytics_event")
      .select(["type", "mission", "target", "correct"])
      .orderBy("id")
      .execute();

  it("stores each event of a signed-out visitor, correctness as 1, 0 or null, and answers 202", async () => {
    const before = (await stored()).length;
    const answer = await new Client(app.url).post("/api/events", { events: EVENTS });
    expect(answer.status, answer.text).toBe(202);
    expect((await stored()).slice(before)).toEqual([
      { type: "modal_open", mission: "m7", target: "tyoac-2-1", correct: null },
      { type: "quiz_init", mission: "m1", target: "m1-q2", correct: null },
      { type: "quiz_answer", mission: "m1", target: "m1-q2", correct: 1 },
      { type: "quiz_answer", mission: "m1", target: "m1-q3", correct: 0 },
      { type: "quiz_dismiss", mission: "m3", target: "m3-q1", correct: null },
    ]);
  });

  it("stores the events of a signed-in student too", async () => {
    const { client } = await signedIn(app, "Event Student");
    const before = (await stored()).length;
    const answer = await client.post("/api/events", { events: [EVENTS[0]] });
    expect(answer.status).toBe(202);
    expect(await stored()).toHaveLength(before + 1);
  });

  it("accepts 20 events in one request", async () => {
    const before = (await stored()).length;
    const events = Array.from({ length: 20 }, (_, i) => ({ ...EVENTS[0], modal: `modal-${i}` }));
    expect((await new Client(app.url).post("/api/events", { events })).status).toBe(202);
    expect(await stored()).toHaveLength(before + 20);
  });

  it.each([
    ["an unknown type", [{ type: "page_view", mission: "m7", modal: "tyoac-2-1" }]],
    ["an unknown mission", [{ type: "modal_open", mission: "m99", modal: "tyoac-2-1" }]],
    ["a quiz answer without correctness", [{ type: "quiz_answer", mission: "m1", quiz: "m1-q2" }]],
    ["a modal id that is not a kebab-case id", [{ ...EVENTS[0], modal: "<script>" }]],
    ["21 events", Array.from({ length: 21 }, () => EVENTS[0])],
    ["an empty list", []],
    ["one bad event among good ones", [...EVENTS, { type: "nope", mission: "m7" }]],
  ])("answers 400 for %s and stores nothing", async (_, events) => {
    const before = (await stored()).length;
    expectError(await new Client(app.url).post("/api/events", { events }), 400, "bad_request");
    expect(await stored()).toHaveLength(before);
  });

  it("answers 400 JSON for a plain-text body", async () => {
    const answer = await new Client(app.url).request("POST", "/api/events", "modal_open m7", {
      "content-type": "text/plain",
    });
    expectError(answer, 400, "bad_request");
  });

  it("answers 400 for a body without events", async () => {
    expectError(await new Client(app.url).post("/api/events", {}), 400, "bad_request");
  });

  it("answers 413 JSON for a body over 8 kB and stores nothing", async () => {
    const before = (await stored()).length;
    const answer = await new Client(app.url).post("/api/events", {
      events: [EVENTS[0]],
      padding: "x".repeat(9 * 1024),
    });
    expectError(answer, 413, "too_large");
    expect(await stored()).toHaveLength(before);
  });
});

describe.each(DATABASES)("rate limits of the public routes on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { appLimits: { contactPerHour: 2, eventsPerMinute: 3 } });
  });
  afterAll(() => app.close());

  const count = async (table: "contact_message" | "analytics_event") =>
    (await app.db.kysely.selectFrom(table).select("id").execute()).length;

  it("answers 429 JSON to the contact message past the hourly limit, and stores it not", async () => {
    const visitor = new Client(app.url);
    expect((await visitor.post("/api/contact", message)).status).toBe(201);
    expect((await visitor.post("/api/contact", message)).status).toBe(201);
    const answer = await visitor.post("/api/contact", message);
    expectError(answer, 429, "rate_limited");
    expect(answer.json.error.message).toMatch(/try again in 1 hour/i);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await count("contact_message")).toBe(2);
  });

  it("answers 429 JSON to the events past the per-minute limit, and stores them not", async () => {
    const visitor = new Client(app.url);
    for (let i = 0; i < 3; i++) {
      expect((await visitor.post("/api/events", { events: [EVENTS[0]] })).status).toBe(202);
    }
    const answer = await visitor.post("/api/events", { events: [EVENTS[0]] });
    expectError(answer, 429, "rate_limited");
    expect(answer.json.error.message).toMatch(/try again in 1 minute/i);
    expect(await count("analytics_event")).toBe(3);
  });
});
