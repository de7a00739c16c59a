import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeDeletedRows } from "../../src/server/db/repos/purge";
import { signedIn } from "./api-helpers";
import { DATABASES, startApp, type TestApp } from "./harness";

/**
 * The files of PostgreSQL's data directory (every database's tables and indexes, the WAL and
 * the rest) that hold `text`: a `grep -rl` of the directory, done by the server itself so the
 * test needs no access to its disk (the test's role is a superuser, as on the test machines).
 */
async function filesHolding(app: TestApp, text: string): Promise<string[]> {
  const { rows } = await sql<{ path: string }>`
    with recursive tree(path, isdir, size) as (
      select name, s.isdir, s.size from pg_ls_dir('.') as name, pg_stat_file(name, true) as s
      union all
      select t.path || '/' || c, s.isdir, s.size
      from tree t, pg_ls_dir(t.path, true, false) as c, pg_stat_file(t.path || '/' || c, true) as s
      where t.isdir
    ), files as (
      select path, pg_read_binary_file(path, 0, size, true) as bytes from tree where not isdir
    )
    select path from files where position(${Buffer.from(text)}::bytea in bytes) > 0
    order by path`.execute(app.db.kysely);
  return rows.map((row) => row.path);
}

describe.skipIf(!DATABASES.includes("postgres"))(
  "deleted means gone from PostgreSQL's files",
  () => {
    let app: TestApp;
    let recycled = false;
    beforeAll(async () => {
      app = await startApp("postgres");
      // The setting docs/deploy.md asks for; put back as it was after the test.
      const { rows } = await sql<{ on: boolean }>`
        select current_setting('wal_recycle') = 'on' as on`.execute(app.db.kysely);
      recycled = rows[0]?.on ?? false;
      if (recycled) await setWalRecycle(app, "off");
    });
    afterAll(async () => {
      if (recycled) await setWalRecycle(app, "on");
      await app.close();
    });

    it("leaves a deleted student's name, email and message in no file of the data directory, the WAL included, once the daily purge has run", async () => {
      const marker = `Zqxj${Date.now()}`;
      const email = `${marker.toLowerCase()}@example.com`;
      await signedIn(app, "Kept Student");
      const { client } = await signedIn(app, `${marker} Student`, email);
      const sent = await client.post("/api/contact", {
        name: `${marker} Student`,
        email,
        message: `${marker} says kia ora to the team.`,
      });
      expect(sent.status).toBe(201);
      expect(await filesHolding(app, marker), "the files before deletion").not.toEqual([]);

      expect((await client.request("DELETE", "/api/me")).status).toBe(200);
      expect(await purgeDeletedRows(app.db), "what the purge left undone").toEqual([]);

      expect(await filesHolding(app, marker), "files holding the name").toEqual([]);
      expect(await filesHolding(app, marker.toLowerCase()), "files holding the email").toEqual([]);
    });
  },
);

/** Sets `wal_recycle` for the whole server, as an operator would (`ALTER SYSTEM`, then reload). */
async function setWalRecycle(app: TestApp, value: "on" | "off") {
  if (value === "off") await sql`alter system set wal_recycle = off`.execute(app.db.kysely);
  else await sql`alter system reset wal_recycle`.execute(app.db.kysely);
  await sql`select pg_reload_conf()`.execute(app.db.kysely);
}
