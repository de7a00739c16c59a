import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missionsResponse } from "../../src/core/api/schemas";
import { DEFAULT_UNLOCKED, SECTIONS } from "../../src/core/progress/sections";
import { allPages, expectError, signedIn, signedInAgain, totalOf } from "./api-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

type Mission = {
  uid: string;
  pages: number[];
  tags: string[];
  count: number;
  percent: number;
  locked: boolean;
  complete: boolean;
};

const byUid = (missions: Mission[], uid: string): Mission => {
  const found = missions.find((m) => m.uid === uid);
  if (!found) throw new Error(`No mission ${uid} in the answer`);
  return found;
};

/** Item tags the written missions define (dialog data tags and quiz ids), a few of each. */
const ITEMS: Record<string, string[]> = {
  m0: ["depositors", "the-bank", "borrowers", "deposit", "balance", "interest-earned", "m0-q1"],
  m2: ["eftpos", "debit", "credit", "m2-q1"],
  m7: ["everyday", "savings", "tertiary", "kiwisaver", "m7-q1", "m7-q2"],
};

const unlockedUids = (missions: Mission[]) => missions.filter((m) => !m.locked).map((m) => m.uid);

describe.each(DATABASES)("POST /api/me/progress on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  const missionsOf = async (client: Client): Promise<Mission[]> =>
    (await client.get("/api/me")).json.missions;

  const save = async (client: Client, sections: Record<string, unknown>) => {
    const answer = await client.post("/api/me/progress", { sections });
    expect(answer.status, answer.text).toBe(200);
    return answer.json.missions as Mission[];
  };

  const storedRows = (uid: string) =>
    app.db.kysely
      .selectFrom("section_progress")
      .selectAll()
      .where("user_id", "=", uid)
      .orderBy("section_uid")
      .execute();

  it("answers 401 JSON when signed out, and saves nothing", async () => {
    const answer = await new Client(app.url).post("/api/me/progress", {
      sections: { m7: { pages: [0] } },
    });
    expectError(answer, 401, "unauthorized");
    expect(
      await app.db.kysely.selectFrom("section_progress").select("user_id").execute(),
    ).toHaveLength(0);
  });

  it("merges visits by union and answers the missions that GET /api/me shows", async () => {
    const { client } = await signedIn(app, "Union Student");
    await save(client, { m7: { pages: [2, 0], tags: ["everyday"] } });
    const answer = await client.post("/api/me/progress", {
      sections: {
        m7: { pages: [3, 2], tags: ["savings", "everyday"] },
        m9: { tags: [] },
      },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(["missions"]);
    expect(missionsResponse.safeParse(answer.json).success).toBe(true);
    expect(answer.json.missions.map((m: Mission) => m.uid)).toEqual(SECTIONS.map((s) => s.uid));
    expect(byUid(answer.json.missions, "m7")).toMatchObject({
      pages: [0, 2, 3],
      tags: ["everyday", "savings"],
      count: 3,
      percent: 50,
      complete: false,
      locked: false,
    });
    expect(await missionsOf(client)).toEqual(answer.json.missions);
  });

  it("leaves the state unchanged when the same request is sent twice", async () => {
    const { client } = await signedIn(app, "Replay Student");
    const sections = { m7: { pages: [0, 1, 5], tags: ["m7-q1"] }, m3: { pages: [11] } };
    const first = await save(client, sections);
    const second = await save(client, sections);
    expect(second).toEqual(first);
    expect(await missionsOf(client)).toEqual(first);
    expect(byUid(first, "m7")).toMatchObject({ pages: [0, 1, 5], tags: ["m7-q1"], count: 3 });
  });

  it("counts a page sent twice in one request once", async () => {
    const { client } = await signedIn(app, "Duplicate Student");
    const missions = await save(client, { m2: { pages: [4, 4, 4], tags: ["debit", "debit"] } });
    expect(byUid(missions, "m2")).toMatchObject({ pages: [4], tags: ["debit"], count: 1 });
  });

  it("keeps a mission incomplete and its successor locked one page short of the end", async () => {
    const { client } = await signedIn(app, "Almost Student");
    const missions = await save(client, { m1: { pages: allPages("m1").slice(1) } });
    expect(byUid(missions, "m1")).toMatchObject({ count: 13, complete: false });
    expect(byUid(missions, "m8").locked).toBe(true);
    expect(unlockedUids(missions).sort()).toEqual([...DEFAULT_UNLOCKED].sort());
  });

  it("completes m7 at all six pages, at 100 percent, which unlocks m2; then m2 unlocks m0", async () => {
    const { client } = await signedIn(app, "Chain Student");
    const afterM7 = await save(client, { m7: { pages: [0, 1, 2, 3, 4, 5] } });
    expect(byUid(afterM7, "m7")).toMatchObject({ count: 6, percent: 100, complete: true });
    expect(byUid(afterM7, "m2").locked).toBe(false);
    expect(byUid(afterM7, "m0").locked).toBe(true);
    expect(unlockedUids(afterM7).sort()).toEqual([...DEFAULT_UNLOCKED, "m2"].sort());

    const afterM2 = await save(client, { m2: { pages: allPages("m2") } });
    expect(byUid(afterM2, "m2")).toMatchObject({ percent: 100, complete: true });
    expect(byUid(afterM2, "m0").locked).toBe(false);
    expect(unlockedUids(await missionsOf(client)).sort()).toEqual(
      [...DEFAULT_UNLOCKED, "m2", "m0"].sort(),
    );
  });

  it.each([
    ["m1", "m8"],
    ["m3", "m6"],
  ])("completing %s unlocks %s and nothing else", async (from, to) => {
    const { client } = await signedIn(app, `Unlock ${from}`);
    const missions = await save(client, { [from]: { pages: allPages(from) } });
    expect(byUid(missions, from)).toMatchObject({ complete: true, percent: 100 });
    expect(byUid(missions, from).count).toBe(totalOf(from));
    expect(byUid(missions, to).locked).toBe(false);
    expect(unlockedUids(missions).sort()).toEqual([...DEFAULT_UNLOCKED, to].sort());
  });

  it("completes a mission from visits spread over several requests", async () => {
    const { client } = await signedIn(app, "Spread Student");
    await save(client, { m7: { pages: [0, 1, 2] } });
    await save(client, { m7: { pages: [2, 3] } });
    const missions = await save(client, { m7: { pages: [4, 5] } });
    expect(byUid(missions, "m7").complete).toBe(true);
    expect(byUid(missions, "m2").locked).toBe(false);
  });

  describe("rejected requests", () => {
    let client: Client;
    let uid: string;
    beforeAll(async () => {
      ({ client, uid } = await signedIn(app, "Rejected Student"));
    });

    it.each([
      ["an unknown section uid", { m99: { pages: [0] } }],
      ["a page of -1", { m7: { pages: [-1] } }],
      ["a page equal to the total", { m7: { pages: [6] } }],
      ["a page past the total of another mission", { m2: { pages: [7] } }],
      ["a fractional page", { m7: { pages: [1.5] } }],
      ["a page given as a string", { m7: { pages: ["1"] } }],
      ["a tag that is not a kebab-case id", { m7: { tags: ["Not A Tag!"] } }],
      ["a well-formed tag the mission does not define", { m7: { tags: ["stock"] } }],
      ["a tag of another mission", { m7: { tags: ["debit"] } }],
      ["a tag of a mission not written yet", { m1: { pages: [0, 1], tags: ["imps-1-1"] } }],
      ["pages that are not a list", { m7: { pages: 1 } }],
    ])("answers 400 for %s and saves nothing of the request", async (_, bad) => {
      const before = await storedRows(uid);
      const answer = await client.post("/api/me/progress", {
        sections: { m0: { pages: [0, 1], tags: ["deposit"] }, ...bad, m3: { pages: [0] } },
      });
      expectError(answer, 400, "bad_request");
      expect(await storedRows(uid)).toEqual(before);
      const missions = await missionsOf(client);
      expect(byUid(missions, "m0")).toMatchObject({ pages: [], tags: [] });
      expect(byUid(missions, "m1")).toMatchObject({ pages: [], tags: [] });
      expect(byUid(missions, "m3")).toMatchObject({ pages: [] });
    });

    it("names the unknown section in the message", async () => {
      const answer = await client.post("/api/me/progress", { sections: { m99: { pages: [] } } });
      expectError(answer, 400);
      expect(answer.json.error.message).toContain("m99");
    });

    it("names the mission and the tag in the message for a tag it does not define", async () => {
      const answer = await client.post("/api/me/progress", { sections: { m7: { tags: ["x-1"] } } });
      expectError(answer, 400);
      expect(answer.json.error.message).toBe('m7: "x-1" is not an item of this mission');
    });

    it("names the page and its range in the message for a page out of range", async () => {
      const answer = await client.post("/api/me/progress", { sections: { m7: { pages: [6] } } });
      expectError(answer, 400);
      expect(answer.json.error.message).toMatch(/6.*m7|m7.*6/);
    });

    it.each([
      ["no sections field", {}],
      ["sections as a list", { sections: [] }],
      ["an empty body", ""],
      ["a body that is not JSON", "{sections:"],
    ])("answers 400 for %s", async (_, body) => {
      expectError(await client.post("/api/me/progress", body), 400, "bad_request");
    });
  });

  it("loses no visit when 30 requests arrive at once", async () => {
    const { client } = await signedIn(app, "Busy Student");
    const uids = SECTIONS.map((s) => s.uid);
    const sent = Array.from({ length: 30 }, (_, i) => {
      const uid = uids[i % uids.length]!;
      const round = Math.floor(i / uids.length);
      return { uid, page: round, tags: ITEMS[uid]?.slice(round, round + 1) ?? [] };
    });
    const answers = await Promise.all(
      sent.map(({ uid, page, tags }) =>
        client.post("/api/me/progress", { sections: { [uid]: { pages: [page], tags } } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 200));

    const missions = await missionsOf(client);
    for (const uid of uids) {
      const mine = sent.filter((s) => s.uid === uid);
      expect(byUid(missions, uid).pages).toEqual([...new Set(mine.map((s) => s.page))].sort());
      expect(byUid(missions, uid).tags).toEqual(mine.flatMap((s) => s.tags).sort());
    }
  });

  it("saves every request when many send the same new visits with sections in other orders", async () => {
    const { client } = await signedIn(app, "Order Student");
    const orders = [
      ["m0", "m2", "m7"],
      ["m7", "m0", "m2"],
      ["m2", "m7", "m0"],
    ];
    for (let round = 0; round < 10; round++) {
      const sections = (uids: string[]) =>
        Object.fromEntries(
          uids.map((uid) => {
            const items = ITEMS[uid]!;
            return [uid, { pages: [round % totalOf(uid)], tags: [items[round % items.length]!] }];
          }),
        );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          client.post("/api/me/progress", { sections: sections(orders[i % orders.length]!) }),
        ),
      );
      expect(answers.map((a) => (a.status === 200 ? 200 : a.text))).toEqual(answers.map(() => 200));
    }
    const missions = await missionsOf(client);
    expect(byUid(missions, "m0")).toMatchObject({ count: 10, tags: [...ITEMS.m0!].sort() });
  });

  it("converges two sessions of one account on the union of their visits", async () => {
    const { client: laptop, email } = await signedIn(app, "Two Devices");
    const phone = await signedInAgain(app, email);
    expect(phone.cookieHeader).not.toBe(laptop.cookieHeader);

    await Promise.all([
      laptop.post("/api/me/progress", {
        sections: { m7: { pages: [0, 1, 2], tags: ["everyday"] } },
      }),
      phone.post("/api/me/progress", {
        sections: { m7: { pages: [2, 3, 4, 5] }, m2: { tags: ["debit"] } },
      }),
    ]);
    const fromLaptop = await missionsOf(laptop);
    expect(await missionsOf(phone)).toEqual(fromLaptop);
    expect(byUid(fromLaptop, "m7")).toMatchObject({
      pages: [0, 1, 2, 3, 4, 5],
      tags: ["everyday"],
      complete: true,
    });
    expect(byUid(fromLaptop, "m2").tags).toEqual(["debit"]);
    expect(byUid(fromLaptop, "m2").locked).toBe(false);
  });

  it("keeps one student's visits out of another's missions", async () => {
    const a = await signedIn(app, "Student A");
    const b = await signedIn(app, "Student B");
    await save(a.client, { m7: { pages: [0, 1], tags: ["savings"] } });
    expect(byUid(await missionsOf(b.client), "m7")).toMatchObject({ pages: [], tags: [] });
  });
});
