import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp, type AppOptions } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { createDb, type Db, type DbKind } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { freePort } from "../support/local-server";
import { checkAnswer } from "./answer-check";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASES: DbKind[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

export type TestApp = {
  url: string;
  server: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

type StartOptions = Omit<AppOptions, "config" | "db"> & { env?: Record<string, string> };

export type FreshDb = { db: Db; dataDir: string; drop: () => Promise<void> };

/**
 * A fresh, empty database: a new SQLite file, or a new PostgreSQL schema. drop() removes it,
 * once the database is closed (the app closes it when it closes).
 */
export async function freshDb(kind: DbKind): Promise<FreshDb> {
  const dataDir = mkdtempSync(join(tmpdir(), "rocket-test-"));
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const databaseUrl = kind === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (databaseUrl) await adminQuery(databaseUrl, `create schema ${schema}`);
  const db = createDb({ dataDir, databaseUrl, pgSchema: schema, poolSize: 4 });
  return {
    db,
    dataDir,
    drop: async () => {
      if (databaseUrl) await adminQuery(databaseUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database, migrated, and the real app listening on loopback. */
export async function startApp(kind: DbKind, options: StartOptions = {}): Promise<TestApp> {
  const { db, dataDir, drop } = await freshDb(kind);
  // better-auth needs its public URL up front, so the port is chosen before the app is built.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: "x".repeat(40),
    PUBLIC_URL: url,
    ...options.env,
  });
  await migrate(db);
  const app = await buildApp({ ...options, config, db });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    url,
    server: app,
    db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A browser-like HTTP client for one person: keeps cookies between calls and sends the app's
 * Origin, as a browser on the page would. Bodies are JSON.
 */
export class Client {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const url = new URL(path, this.baseUrl);
    const response = await fetch(url, {
      method,
      redirect: "manual",
      headers: {
        origin: this.baseUrl,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      ...(body !== undefined
        ? { body: typeof body === "string" ? body : JSON.stringify(body) }
        : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      const maxAgeZero = /max-age=0/i.test(cookie);
      if (maxAgeZero || value.join("=") === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    checkAnswer(method, url, response.status, json);
    // Tests read fields of the answer freely; the type checks happen in their assertions.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, headers: response.headers, text, json: json as any };
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", path, body ?? {}, headers);
  patch = (path: string, body: unknown) => this.request("PATCH", path, body);
  put = (path: string, body: unknown) => this.request("PUT", path, body);

  /** Registers, then signs in with the same password, as the app does (decision 0021). */
  async signUp(name: string, email: string, password = "correct horse battery staple") {
    const answer = await this.post("/api/auth/sign-up/email", { name, email, password });
    return answer.status === 200 ? this.signIn(email, password) : answer;
  }

  async signIn(email: string, password = "correct horse battery staple") {
    return this.post("/api/auth/sign-in/email", { email, password });
  }
}
