import { Migrator, type Migration } from "kysely";
import type { Db } from "./database";
import { initial } from "./migrations/0001-initial";

/** One list of migrations for both databases; each may ask which one it runs on. */
function migrations(db: Db): Record<string, Migration> {
  return { "0001-initial": initial(db.kind) };
}

export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations(db) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
