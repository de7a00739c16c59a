import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/server/db/migrate";
import { loadProgress } from "../../src/server/db/repos/progress";
import { loadSettings } from "../../src/server/db/repos/settings";
import { DATABASES, freshDb, type FreshDb } from "./harness";

describe.each(DATABASES)("migration 0002 (progress per section) on %s", (kind) => {
  let fresh: FreshDb;
  beforeEach(async () => {
    fresh = await freshDb(kind);
    await migrate(fresh.db, "0001-initial");
  });
  afterEach(async () => {
    await fresh.db.close();
    await fresh.drop();
  });

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
  let fresh: FreshDb;
  beforeEach(async () => {
    fresh = await freshDb(kind);
    await migrate(fresh.db, "0002-progress-per-section");
  });
  afterEach(async () => {
    await fresh.db.close();
    await fresh.drop();
  });

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
