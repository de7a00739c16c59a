import { Migrator, sql, type Migration } from "kysely";
import type { Db } from "./database";
import { initial } from "./migrations/0001-initial";
import { progressPerSection } from "./migrations/0002-progress-per-section";
import { soundOff } from "./migrations/0003-sound-off";
import { contactSender } from "./migrations/0004-contact-sender";
import { classes } from "./migrations/0005-classes";
import { firstTryTallies } from "./migrations/0006-first-try-tallies";
import { gridFacts } from "./migrations/0007-grid-facts";

/** One list of migrations for both databases; each may ask which one it runs on. */
function migrations(db: Db): Record<string, Migration> {
  return {
    "0001-initial": initial(db.kind),
    "0002-progress-per-section": progressPerSection(db.kind),
    "0003-sound-off": soundOff,
    "0004-contact-sender": contactSender,
    "0005-classes": classes(db.kind),
    "0006-first-try-tallies": firstTryTallies,
    "0007-grid-facts": gridFacts(db.kind),
  };
}

/**
 * Kysely looks for its migration tables in every schema unless it is told which one, so on a
 * PostgreSQL server with other schemas holding them (parallel test runs) it would skip creating
 * its own. Name the schema in use.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (db.kind !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    db.kysely,
  );
  return rows[0]?.schema;
}

/** Applies every migration not yet applied, or only those up to `target` (tests of a migration). */
export async function migrate(db: Db, target?: string): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db: db.kysely,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrations(db) },
  });
  const { error, results } = await (target
    ? migrator.migrateTo(target)
    : migrator.migrateToLatest());
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
