import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signedIn } from "./api-helpers";
import { DATABASES, startApp, type TestApp } from "./harness";

/**
 * Issue 13, item 1: one account could store 50,000 made-up tags and slow every user. Progress
 * now takes only the items the content defines, and an account's saves are rate limited.
 */
describe.each(DATABASES)("what one account can save on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind, { appLimits: { savesPerMinute: 5 } });
  });
  afterAll(() => app.close());

  const storedTags = async (userId: string) =>
    (
      await app.db.kysely
        .selectFrom("section_progress")
        .select("tags")
        .where("user_id", "=", userId)
        .execute()
    ).map((row) => row.tags);

  it("refuses 100 made-up 64-character tags with a 400, and stores none", async () => {
    const { client, uid } = await signedIn(app, "Tag Flooder");
    const tags = Array.from({ length: 100 }, (_, i) => `${i}-`.padEnd(64, "x"));
    const answer = await client.post("/api/me/progress", { sections: { m7: { tags } } });
    expectError(answer, 400, "bad_request");
    expect(answer.json.error.message).toMatch(/^m7: ".+" is not an item of this mission$/);
    expect(await storedTags(uid)).toEqual([]);
    expect((await client.get("/api/me")).text.length).toBeLessThan(4000);
  });

  it("answers the sixth save in a minute 429 with a clear message, and saves nothing of it", async () => {
    const { client, uid } = await signedIn(app, "Fast Tapper");
    for (let page = 0; page < 5; page++) {
      const saved = await client.post("/api/me/progress", { sections: { m7: { pages: [page] } } });
      expect(saved.status, saved.text).toBe(200);
    }
    const answer = await client.post("/api/me/progress", {
      sections: { m7: { pages: [5], tags: ["everyday"] } },
    });
    expectError(answer, 429, "rate_limited");
    expect(answer.json.error.message).toMatch(
      /^Too many saves from this account in a minute\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    const m7 = (await client.get("/api/me")).json.missions.find(
      (m: { uid: string }) => m.uid === "m7",
    );
    expect(m7).toMatchObject({ pages: [0, 1, 2, 3, 4], tags: [] });
    expect(await storedTags(uid)).toEqual(["[]"]);
  });

  it("takes exactly five of 30 saves sent at once, counts all 30, and stores only those five", async () => {
    const { client, uid } = await signedIn(app, "Burst Tapper");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.post("/api/me/progress", {
          sections: { [`m${[0, 1, 3, 9, 10][i % 5]}`]: { pages: [Math.floor(i / 5)] } },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array(5).fill(200),
      ...Array(25).fill(429),
    ]);
    const counted = await sql<{ count: number }>`
      select "count" from "rateLimit" where "key" = ${`app:save:${uid}`}`.execute(app.db.kysely);
    expect(counted.rows.map((row) => Number(row.count))).toEqual([30]);
    const stored = await app.db.kysely
      .selectFrom("section_progress")
      .select("pages")
      .where("user_id", "=", uid)
      .execute();
    const pages = stored.flatMap((row) => JSON.parse(row.pages) as number[]);
    expect(pages).toHaveLength(5);
  });

  it("counts only saves the server takes: five refused as bad input leave all five saves", async () => {
    const { client } = await signedIn(app, "Typo Student");
    for (let i = 0; i < 5; i++) {
      const bad = await client.post("/api/me/progress", { sections: { m7: { pages: [999] } } });
      expectError(bad, 400, "bad_request");
    }
    for (let page = 0; page < 5; page++) {
      const saved = await client.post("/api/me/progress", { sections: { m7: { pages: [page] } } });
      expect(saved.status, saved.text).toBe(200);
    }
    expectError(
      await client.post("/api/me/progress", { sections: { m7: { pages: [5] } } }),
      429,
      "rate_limited",
    );
  });

  it("counts each account apart: another student still saves", async () => {
    const { client } = await signedIn(app, "Classmate");
    const answer = await client.post("/api/me/progress", { sections: { m7: { pages: [0] } } });
    expect(answer.status, answer.text).toBe(200);
  });
});
