import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDb, type Db, type DbKind } from "../../src/server/db/database";
import { startWebServer, type WebServer } from "../support/local-server";
import { Client, DATABASES } from "./harness";

/**
 * Two app servers as production runs them: separate processes (src/server/main.ts) on one
 * database, PostgreSQL when TEST_DATABASE_URL is set and always one SQLite file (one machine
 * running several); with TEST_REDIS_URL, a variant whose counters are in one Redis too.
 */
export type Variant = { name: string; kind: DbKind; redisUrl?: string };
const REDIS = process.env.TEST_REDIS_URL;
export const VARIANTS: Variant[] = [
  ...DATABASES.map((kind) => ({ name: kind, kind })),
  ...(REDIS
    ? [{ name: `${DATABASES.at(-1)} and Redis`, kind: DATABASES.at(-1)!, redisUrl: REDIS }]
    : []),
];

export type Shared = { env: Record<string, string>; db: Db; drop: () => Promise<void> };

/** One empty database both servers are given: a PostgreSQL schema, or a SQLite data folder. */
export async function sharedDatabase(kind: DbKind): Promise<Shared> {
  const dataDir = mkdtempSync(join(tmpdir(), "rocket-two-servers-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === "sqlite" || !adminUrl) {
    const db = createDb({ dataDir });
    const drop = async () => rmSync(dataDir, { recursive: true, force: true });
    return { env: { DATA_DIR: dataDir }, db, drop };
  }
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const url = new URL(adminUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const db = createDb({ dataDir, databaseUrl: adminUrl, pgSchema: schema, poolSize: 2 });
  const drop = async () => {
    await admin(`drop schema ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { env: { DATABASE_URL: url.href }, db, drop };
}

export type TwoServers = { a: WebServer; b: WebServer; shared: Shared; stop: () => Promise<void> };

/**
 * Two servers on one shared database (and Redis, for that variant) with one AUTH_SECRET and any
 * further settings in `env`. One after the other: the first applies the migrations, the second
 * finds them applied.
 */
export async function startTwoServers(
  { kind, redisUrl }: Omit<Variant, "name">,
  env: Record<string, string> = {},
): Promise<TwoServers> {
  const shared = await sharedDatabase(kind);
  const all = {
    ...shared.env,
    AUTH_SECRET: randomBytes(24).toString("hex"),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...env,
  };
  const started: WebServer[] = [];
  const stop = async () => {
    for (const server of started) server.stop();
    await shared.db.close();
    await shared.drop();
  };
  try {
    for (let i = 0; i < 2; i++) started.push(await startWebServer("no-web-root", all));
  } catch (error) {
    await stop();
    throw error;
  }
  const [a, b] = started as [WebServer, WebServer];
  return { a, b, shared, stop };
}

/**
 * The same browser, with its cookies, reaching another server (as behind a load balancer). The
 * other server's answer sets no cookie in `client`.
 */
export const onServer =
  (server: WebServer, client: Client) =>
  (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Client(server.url).request(method, path, body, {
      ...(client.cookieHeader ? { cookie: client.cookieHeader } : {}),
      ...headers,
    });
