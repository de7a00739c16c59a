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

  it("counts each account apart: another student still saves", async () => {
    const { client } = await signedIn(app, "Classmate");
    const answer = await client.post("/api/me/progress", { sections: { m7: { pages: [0] } } });
    expect(answer.status, answer.text).toBe(200);
  });
});
