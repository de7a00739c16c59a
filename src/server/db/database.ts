import { join } from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Compilable,
  type CompiledQuery,
  type SqliteDatabase,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DbKind = "sqlite" | "postgres";

export type Db = {
  kysely: Kysely<Database>;
  kind: DbKind;
  close: () => Promise<void>;
  /** Keeps this SQL text prepared on each connection (SQLite keeps every statement already). */
  keepPrepared: (text: string) => void;
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
 * Kysely's SQLite driver compiles every query again (about 47 µs each, docs/performance-log.md).
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

function postgres(url: string, options: DbOptions, names: Map<string, string>): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  pool.on("connect", (client) => namingStatements(client, names));
  return new PostgresDialect({ pool });
}

/**
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses and plans again
 * each time. A named one is parsed once per connection and its plan can be reused, which
 * saves PostgreSQL's CPU on the same machine; pg prepares a name on a connection's first use.
 */
function namingStatements(client: pg.PoolClient, names: Map<string, string>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === "string" ? names.get(text) : undefined;
    const [values, ...more] = rest;
    return name ? query({ name, text, values }, ...more) : query(text, ...rest);
  }) as typeof client.query;
}

/**
 * PostgreSQL SQL for a time as text in ISO 8601 UTC, as SQLite stores times and `toISOString`
 * writes them (what the web compares as text).
 */
export const pgIso = (value: string) =>
  `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The time now as the database writes it: timestamptz, or an ISO string in SQLite. */
export const sqlNow = (kind: DbKind) =>
  kind === "postgres" ? sql<string>`now()` : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export function createDb(options: DbOptions): Db {
  const kind: DbKind = options.databaseUrl ? "postgres" : "sqlite";
  const names = new Map<string, string>();
  const dialect = options.databaseUrl
    ? postgres(options.databaseUrl, options, names)
    : sqlite(options.sqliteFile ?? join(options.dataDir, "app.db"));
  const kysely = new Kysely<Database>({ dialect });
  return {
    kysely,
    kind,
    close: () => kysely.destroy(),
    keepPrepared: (text) => {
      if (kind === "postgres" && !names.has(text)) names.set(text, `rocket_${names.size}`);
    },
  };
}

/** Where a prepared query takes the argument of this name. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query Kysely builds and compiles once per database and then runs with each call's
 * arguments: building a query per request cost several times what running it costs
 * (docs/performance-log.md). `build` gets stand-ins for the arguments, to be used as values only
 * (never computed with), and the variant: a shape that differs by more than its values (the
 * number of rows inserted) gets one compiled query per variant.
 */
export function prepareQuery<A extends Record<string, unknown>, R>(
  build: (db: Db, args: A, variant: number) => Compilable<R>,
): (db: Db, args: A, variant?: number) => Promise<R[]> {
  const compiled = new WeakMap<Db, Map<number, CompiledQuery<R>>>();
  const slots = new Proxy({}, { get: (_, name) => new Slot(String(name)) }) as A;
  return async (db, args, variant = 0) => {
    let variants = compiled.get(db);
    if (!variants) compiled.set(db, (variants = new Map()));
    let query = variants.get(variant);
    if (!query) {
      query = build(db, slots, variant).compile();
      variants.set(variant, query);
      db.keepPrepared(query.sql);
    }
    const parameters = query.parameters.map((value) =>
      value instanceof Slot ? args[value.name] : value,
    );
    const { rows } = await db.kysely.executeQuery<R>({ ...query, parameters });
    return rows;
  };
}
