import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { BenchUser } from "./seed";
import { freePort } from "../../tests/support/local-server";

export type Target = {
  url: string;
  /** The PostgreSQL schema it runs on ("" on SQLite), for a second server to share. */
  schema: string;
  /** CPU time (user + system, µs) the server process has used so far. */
  cpuMicros: () => Promise<number>;
  /** Creates `count` students with sessions in the server's database (seed.ts). */
  seed: (count: number) => Promise<BenchUser[]>;
  stop: () => Promise<void>;
};

type Answer = { cpuMicros: number } | { users: BenchUser[] } | { error: string };

export type ServerSpec =
  | { mode: "floor" }
  | { mode: "app"; db: "sqlite" }
  /** `schema`: run on another server's schema (made and removed by that server) */
  | { mode: "app"; db: "postgres"; databaseUrl: string; schema?: string };

const SERVER = join(import.meta.dirname, "server.ts");
const running = new Set<Target>();

/** Stops every server still running (Ctrl-C): their temp dirs and schemas are removed too. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((target) => target.stop()));
}

/**
 * Starts bench/api/server.ts in a child process (its own event loop, so it can use a core
 * while autocannon uses the other) on a fresh database: a temp DATA_DIR for SQLite, a new
 * schema for PostgreSQL. stop() ends it and removes the database.
 */
export async function startServer(spec: ServerSpec): Promise<Target> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "rocket-bench-"));
  const databaseUrl = spec.mode === "app" && spec.db === "postgres" ? spec.databaseUrl : "";
  const shared = spec.mode === "app" && spec.db === "postgres" ? spec.schema : undefined;
  const schema = databaseUrl ? (shared ?? `bench_${randomBytes(6).toString("hex")}`) : "";
  const ownsSchema = databaseUrl !== "" && shared === undefined;
  if (ownsSchema) await adminQuery(databaseUrl, `create schema ${schema}`);

  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(SERVER, {
    execArgv: [
      "--import",
      "tsx",
      ...(profileDir && spec.mode === "app" ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
    ],
    // The app logs as main.ts does (no line per request below debug); the log goes nowhere.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...withoutDatabaseUrl(process.env),
      BENCH_MODE: spec.mode,
      BENCH_PG_SCHEMA: schema,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-".padEnd(48, "x"),
      NODE_ENV: "production",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  await ready(child);
  const target: Target = {
    url,
    schema,
    cpuMicros: async () => {
      const answer = await ask(child, "cpu");
      if (!("cpuMicros" in answer)) throw new Error("bench server: no CPU figure");
      return answer.cpuMicros;
    },
    seed: async (count) => {
      const answer = await ask(child, { seed: count });
      if ("error" in answer) throw new Error(`bench server could not seed users: ${answer.error}`);
      if (!("users" in answer)) throw new Error("bench server: no users");
      return answer.users;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownsSchema) await adminQuery(databaseUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
      running.delete(target);
    },
  };
  running.add(target);
  return target;
}

/** One question to the server at a time, so the next message is its answer. */
function ask(child: ChildProcess, message: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const died = (code: number | null) => reject(new Error(`bench server exited (code ${code})`));
    child.once("exit", died);
    child.once("message", (answer: Answer) => {
      child.off("exit", died);
      resolve(answer);
    });
    child.send(message as object);
  });
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
