import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
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
  // A deleted account's rows are overwritten with zeros, not left readable in free pages.
  database.pragma("secure_delete = ON");
  return new SqliteDialect({ database: reusingStatements(database) });
}

/** Far more than the app's query shapes; a bound in case some shape varies without end. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver compiles every query again (about 47 µs each, docs/performance.md).
 * A better-sqlite3 statement can run any number of times, and Kysely writes the same SQL text
 * for the same query shape, so the compiled statements are kept by their text.
 */
function reusingStatements(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (text) => {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = database.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
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
