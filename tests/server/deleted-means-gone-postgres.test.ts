import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeDeletedRows } from "../../src/server/db/repos/purge";
import { signedIn } from "./api-helpers";
import { DATABASES, startApp, type TestApp } from "./harness";

/**
 * The bytes of every table, index and TOAST file of this test's schema, as PostgreSQL has them
 * on disk after a checkpoint (the test's role is a superuser, as on the test machines).
 */
async function schemaFiles(app: TestApp): Promise<Buffer[]> {
  await sql`checkpoint`.execute(app.db.kysely);
  const { rows } = await sql<{ bytes: Buffer }>`
    select pg_read_binary_file(pg_relation_filepath(c.oid)) as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'i', 't')
      and (n.nspname = current_schema() or c.oid in (
        select reltoastrelid from pg_class k join pg_namespace m on m.oid = k.relnamespace
        where m.nspname = current_schema()))
      and pg_relation_filepath(c.oid) is not null`.execute(app.db.kysely);
  return rows.map((row) => row.bytes);
}

describe.skipIf(!DATABASES.includes("postgres"))(
  "deleted means gone from PostgreSQL's files",
  () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startApp("postgres");
    });
    afterAll(() => app.close());

    it("leaves a deleted student's name, email and message in no table or index file once the daily purge has run", async () => {
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
      const holds = (files: Buffer[], text: string) => files.some((bytes) => bytes.includes(text));
      expect(holds(await schemaFiles(app), marker), "the files before deletion").toBe(true);

      expect((await client.request("DELETE", "/api/me")).status).toBe(200);
      await purgeDeletedRows(app.db);

      const files = await schemaFiles(app);
      expect(holds(files, marker), "a file holds the name").toBe(false);
      expect(holds(files, marker.toLowerCase()), "a file holds the email").toBe(false);
    });
  },
);
