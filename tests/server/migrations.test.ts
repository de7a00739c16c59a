import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { questionKeys } from "../../src/core/classes/questions";
import { migrate } from "../../src/server/db/migrate";
import { loadProgress, saveProgress } from "../../src/server/db/repos/progress";
import { loadSettings } from "../../src/server/db/repos/settings";
import { loadMissions } from "../../src/server/missions";
import type { DbKind } from "../../src/server/db/database";
import { DATABASES, freshDb, type FreshDb } from "./harness";

/** Before each test a fresh database of `kind` migrated up to `target`, dropped after it. */
function migratedTo(kind: DbKind, target: string) {
  let current: FreshDb;
  beforeEach(async () => {
    current = await freshDb(kind);
    await migrate(current.db, target);
  });
  afterEach(async () => {
    await current.db.close();
    await current.drop();
  });
  return {
    get db() {
      return current.db;
    },
  };
}

type FirstTryTallyRow = {
  class_id: string;
  user_id: string;
  section_uid: string;
  answered: number;
  correct: number;
};

describe.each(DATABASES)("migration 0002 (progress per section) on %s", (kind) => {
  const fresh = migratedTo(kind, "0001-initial");

  const addUser = (id: string) =>
    sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      values (${id}, ${id}, ${`${id}@example.test`}, ${kind === "postgres" ? sql`false` : sql`0`},
        ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(fresh.db.kysely);

  const addItems = (userId: string, items: [string, "page" | "tag", string][]) =>
    Promise.all(
      items.map(([section, itemKind, item]) =>
        sql`insert into mission_progress (user_id, section_uid, kind, item)
            values (${userId}, ${section}, ${itemKind}, ${item})`.execute(fresh.db.kysely),
      ),
    );

  it("keeps every page and tag of every student, grouped by section", async () => {
    await addUser("aroha");
    await addUser("tama");
    await addItems("aroha", [
      ["m7", "page", "10"],
      ["m7", "page", "2"],
      ["m7", "tag", "savings"],
      ["m7", "tag", "everyday"],
      ["m2", "tag", "m2-q1"],
    ]);
    await addItems("tama", [["m7", "page", "0"]]);

    expect(await migrate(fresh.db, "0002-progress-per-section")).toEqual([
      "0002-progress-per-section",
    ]);

    expect(await loadProgress(fresh.db, "aroha")).toEqual({
      m2: { pages: [], tags: ["m2-q1"] },
      m7: { pages: [2, 10], tags: ["everyday", "savings"] },
    });
    expect(await loadProgress(fresh.db, "tama")).toEqual({ m7: { pages: [0], tags: [] } });
  });

  it("stores pages as JSON numbers and tags as JSON strings", async () => {
    await addUser("aroha");
    await addItems("aroha", [
      ["m7", "page", "3"],
      ["m7", "tag", "everyday"],
    ]);
    await migrate(fresh.db, "0002-progress-per-section");
    const rows = await fresh.db.kysely.selectFrom("section_progress").selectAll().execute();
    expect(rows).toEqual([
      { user_id: "aroha", section_uid: "m7", pages: "[3]", tags: '["everyday"]' },
    ]);
  });

  it("leaves no old table behind and starts empty when there was no progress", async () => {
    await migrate(fresh.db);
    expect(await fresh.db.kysely.selectFrom("section_progress").selectAll().execute()).toEqual([]);
    await expect(
      sql`select count(*) from mission_progress`.execute(fresh.db.kysely),
    ).rejects.toThrow(/mission_progress/);
  });
});

describe.each(DATABASES)("migration 0003 (sound off) on %s", (kind) => {
  const fresh = migratedTo(kind, "0002-progress-per-section");

  it("turns sound off for every account and keeps the other settings", async () => {
    const now = new Date().toISOString();
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      values ('aroha', 'Aroha', 'aroha@example.test', ${kind === "postgres" ? sql`false` : sql`0`}, ${now}, ${now})`.execute(
      fresh.db.kysely,
    );
    await sql`insert into user_settings (user_id, animation, te_reo, email_messages, sound, school, updated_at)
      values ('aroha', 0, 1, 0, 1, 1606, ${now})`.execute(fresh.db.kysely);

    expect(await migrate(fresh.db, "0003-sound-off")).toEqual(["0003-sound-off"]);
    expect(await loadSettings(fresh.db, "aroha")).toEqual({
      animation: false,
      teReo: true,
      emailMessages: false,
      sound: false,
      school: 1606,
    });
  });
});

describe.each(DATABASES)("migration 0006 (first-try tallies) on %s", (kind) => {
  const fresh = migratedTo(kind, "0005-classes");

  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();

  it("tallies the answers each member gave while a member, per class and mission", async () => {
    const k = fresh.db.kysely;
    const flag = kind === "postgres" ? sql`false` : sql`0`;
    for (const id of ["teacher", "aroha"]) {
      await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
        values (${id}, ${id}, ${`${id}@example.test`}, ${flag}, ${at(9)}, ${at(9)})`.execute(k);
    }
    await k
      .insertInto("classes")
      .values([
        {
          id: "early",
          owner_id: "teacher",
          name: "Early",
          join_code: "AAAAAAAA",
          created_at: at(9),
        },
        { id: "late", owner_id: "teacher", name: "Late", join_code: "BBBBBBBB", created_at: at(9) },
      ])
      .execute();
    await k
      .insertInto("class_members")
      .values([
        { class_id: "early", user_id: "aroha", consent_version: 1, joined_at: at(5) },
        { class_id: "late", user_id: "aroha", consent_version: 1, joined_at: at(2) },
      ])
      .execute();
    const key = questionKeys(await loadMissions());
    const right = key.get("m7-q1")!.correct;
    const wrong = (key.get("m7-q2")!.correct + 1) % key.get("m7-q2")!.options;
    await k
      .insertInto("first_try_answers")
      .values([
        { user_id: "aroha", question_id: "m7-q1", option_index: right, answered_at: at(6) },
        { user_id: "aroha", question_id: "m7-q2", option_index: wrong, answered_at: at(3) },
        { user_id: "aroha", question_id: "m2-q1", option_index: 0, answered_at: at(1) },
      ])
      .execute();

    expect(await migrate(fresh.db, "0006-first-try-tallies")).toEqual(["0006-first-try-tallies"]);

    // 0007 moves these rows into class_members: the table is typed here as 0006 made it.
    const rows = await k
      .withTables<{ first_try_tallies: FirstTryTallyRow }>()
      .selectFrom("first_try_tallies")
      .selectAll()
      .orderBy("class_id")
      .orderBy("section_uid")
      .execute();
    const m2Right = key.get("m2-q1")!.correct === 0 ? 1 : 0;
    expect(rows).toEqual([
      { class_id: "early", user_id: "aroha", section_uid: "m2", answered: 1, correct: m2Right },
      { class_id: "early", user_id: "aroha", section_uid: "m7", answered: 1, correct: 0 },
      { class_id: "late", user_id: "aroha", section_uid: "m2", answered: 1, correct: m2Right },
    ]);
  });
});

describe.each(DATABASES)("migration 0007 (the grid's facts kept ready) on %s", (kind) => {
  const fresh = migratedTo(kind, "0006-first-try-tallies");

  const summaryOf = async (userId: string) => {
    const row = await fresh.db.kysely
      .selectFrom("progress_summaries")
      .select("missions")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row && JSON.parse(row.missions);
  };

  it("stores each page once, summarises progress per student and moves the tallies onto memberships", async () => {
    const k = fresh.db.kysely;
    const at = "2026-11-20T09:00:00.000Z";
    const flag = kind === "postgres" ? sql`false` : sql`0`;
    for (const id of ["teacher", "aroha"]) {
      await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
        values (${id}, ${id}, ${`${id}@example.test`}, ${flag}, ${at}, ${at})`.execute(k);
    }
    await k
      .insertInto("section_progress")
      .values([
        {
          user_id: "aroha",
          section_uid: "m7",
          pages: "[2,0,2,1,0]",
          tags: '["a"]',
          updated_at: at,
        },
        { user_id: "aroha", section_uid: "m2", pages: "[]", tags: '["b"]' },
      ])
      .execute();
    await k
      .insertInto("classes")
      .values({ id: "c", owner_id: "teacher", name: "C", join_code: "AAAAAAAA", created_at: at })
      .execute();
    await k
      .insertInto("class_members")
      .values({ class_id: "c", user_id: "aroha", consent_version: 1, joined_at: at })
      .execute();
    await k
      .withTables<{ first_try_tallies: FirstTryTallyRow }>()
      .insertInto("first_try_tallies")
      .values([
        { class_id: "c", user_id: "aroha", section_uid: "m7", answered: 3, correct: 2 },
        { class_id: "c", user_id: "aroha", section_uid: "m2", answered: 1, correct: 0 },
      ])
      .execute();

    expect(await migrate(fresh.db, "0007-grid-facts")).toEqual(["0007-grid-facts"]);

    const stored = await k
      .selectFrom("section_progress")
      .select(["section_uid", "pages"])
      .orderBy("section_uid")
      .execute();
    expect(stored.map((r) => [r.section_uid, (JSON.parse(r.pages) as number[]).sort()])).toEqual([
      ["m2", []],
      ["m7", [0, 1, 2]],
    ]);
    expect(await loadProgress(fresh.db, "aroha")).toEqual({
      m2: { pages: [], tags: ["b"] },
      m7: { pages: [0, 1, 2], tags: ["a"] },
    });
    expect(await summaryOf("aroha")).toEqual({ m7: [3, at], m2: [0, null] });
    const member = await k.selectFrom("class_members").select("tallies").executeTakeFirstOrThrow();
    expect(JSON.parse(member.tallies)).toEqual({ m7: [3, 2], m2: [1, 0] });
  });

  it("keeps a student's summary as their progress is saved and deleted, and drops it with the account", async () => {
    await migrate(fresh.db, "0007-grid-facts");
    const k = fresh.db.kysely;
    const at = new Date().toISOString();
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      values ('aroha', 'Aroha', 'aroha@example.test', ${kind === "postgres" ? sql`false` : sql`0`}, ${at}, ${at})`.execute(
      k,
    );
    await saveProgress(fresh.db, "aroha", { m7: { pages: [0, 1, 1], tags: [] } });
    await saveProgress(fresh.db, "aroha", { m2: { pages: [4], tags: [] } });
    await saveProgress(fresh.db, "aroha", { m7: { pages: [1, 5], tags: [] } });
    const summary = await summaryOf("aroha");
    expect([summary.m7[0], summary.m2[0]]).toEqual([3, 1]);
    expect(new Date(summary.m7[1]).toISOString()).toBe(summary.m7[1]);

    // A student's first saves of three missions at once: one summary, holding all three.
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      values ('tama', 'Tama', 'tama@example.test', ${kind === "postgres" ? sql`false` : sql`0`}, ${at}, ${at})`.execute(
      k,
    );
    await Promise.all(
      (["m3", "m6", "m8"] as const).map((uid) =>
        saveProgress(fresh.db, "tama", { [uid]: { pages: [0], tags: [] } }),
      ),
    );
    expect(Object.keys(await summaryOf("tama")).sort()).toEqual(["m3", "m6", "m8"]);

    await k.deleteFrom("section_progress").where("section_uid", "=", "m2").execute();
    expect(Object.keys(await summaryOf("aroha"))).toEqual(["m7"]);
    await k.deleteFrom("user").where("id", "=", "aroha").execute();
    expect(await summaryOf("aroha")).toBeUndefined();
  });
});
