import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DbKind = "sqlite" | "postgres";

export type Db = {
  kysely: Kysely<Database>;
  kind: DbKind;
  close: () => Promise<void>;
};

export type DbOptions = {
  /** postgres://… selects PostgreSQL; otherwise SQLite in sqliteFile. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  poolSize?: number;
};

function sqlite(file: string): SqliteDialect {
  const database = new SQLite(file);
  // WAL lets readers work while a write is under way; foreign keys make deletes cascade.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return new SqliteDialect({ database });
}

function postgres(url: string, options: DbOptions): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  return new PostgresDialect({ pool });
}

export function createDb(options: DbOptions): Db {
  const kind: DbKind = options.databaseUrl ? "postgres" : "sqlite";
  const dialect = options.databaseUrl
    ? postgres(options.databaseUrl, options)
    : sqlite(options.sqliteFile ?? join(options.dataDir, "app.db"));
  const kysely = new Kysely<Database>({ dialect });
  return { kysely, kind, close: () => kysely.destroy() };
}
