import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, prepareQuery, type Db } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { DATABASES, freshDb, type FreshDb } from "./harness";

/** The settings rows of some users, one row per user id given (the variant says how many). */
const schoolsOf = prepareQuery((db, ids: Record<string, string>, count) =>
  db.kysely
    .selectFrom("user_settings")
    .select(["user_id", "school"])
    .where(
      "user_id",
      "in",
      Array.from({ length: count }, (_, i) => ids[`id${i}`] as string),
    )
    .orderBy("user_id"),
);

describe.each(DATABASES)("a query prepared once on %s", (kind) => {
  let fresh: FreshDb;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDb(kind);
    db = fresh.db;
    await migrate(db);
    const now = new Date().toISOString();
    for (const [id, school] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const) {
      await db.kysely
        .insertInto("user")
        .values({
          id,
          name: id,
          email: `${id}@example.com`,
          emailVerified: 0,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await db.kysely
        .insertInto("user_settings")
        .values({ user_id: id, school, updated_at: now })
        .execute();
    }
  });
  afterAll(async () => {
    await db.close();
    await fresh.drop();
  });

  it("answers every call with that call's arguments", async () => {
    expect(await schoolsOf(db, { id0: "a" }, 1)).toEqual([{ user_id: "a", school: 1 }]);
    expect(await schoolsOf(db, { id0: "c" }, 1)).toEqual([{ user_id: "c", school: 3 }]);
  });

  it("keeps a query apart for each variant of its shape", async () => {
    expect(await schoolsOf(db, { id0: "c", id1: "a" }, 2)).toEqual([
      { user_id: "a", school: 1 },
      { user_id: "c", school: 3 },
    ]);
    expect(await schoolsOf(db, { id0: "b" }, 1)).toEqual([{ user_id: "b", school: 2 }]);
  });

  if (kind === "postgres") {
    it("is kept prepared on the PostgreSQL connection, named, and other queries are not", async () => {
      // One connection, so the statements listed are the ones this pool's queries prepared.
      const single = createDb({
        dataDir: fresh.dataDir,
        databaseUrl: process.env.TEST_DATABASE_URL,
        pgSchema: await currentSchema(db),
        poolSize: 1,
      });
      try {
        expect(await schoolsOf(single, { id0: "b" }, 1)).toEqual([{ user_id: "b", school: 2 }]);
        await single.kysely.selectFrom("user_settings").select("user_id").execute();
        const prepared = await sql<{ name: string }>`
          select name from pg_prepared_statements`.execute(single.kysely);
        expect(prepared.rows.map((row) => row.name)).toEqual(["rocket_0"]);
      } finally {
        await single.close();
      }
    });
  }
});

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    db.kysely,
  );
  return rows[0]!.schema;
}
