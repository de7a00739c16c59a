/**
 * The server under test, run as a child process of run.ts so that it gets a core of its own
 * while autocannon runs in the parent. BENCH_MODE=floor starts a bare Fastify hello-world, and
 * the same server answers POST /api/me/progress with nothing but the HTTP and JSON work of a
 * save (the ceiling: body parsed, the missions answer for nothing saved, no session, no database);
 * BENCH_MODE=app starts the real app the way src/server/main.ts does, with one bench-only
 * change: a sign-up limit big enough to create the bench's users from one address.
 *
 * It talks to the parent over IPC: { ready } once listening; "cpu" → { cpuMicros } (CPU time
 * used so far, for CPU per request); { seed: n } → { users } (see seed.ts). SIGTERM stops it.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { missionStates } from "../../src/core/progress/progress";
import { buildApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth/auth";
import { loadConfig } from "../../src/server/config";
import { createDb } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { createLimiter } from "../../src/server/limits/limiter";
import { BENCH_APP_LIMITS, BENCH_RATE_LIMITS } from "./limits";
import { seedUsers, type BenchUser } from "./seed";

type Started = { app: FastifyInstance; seed?: (count: number) => Promise<BenchUser[]> };

async function floor(): Promise<Started> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  app.post("/api/me/progress", async () => ({ missions: missionStates({}) }));
  return { app };
}

async function rocket(): Promise<Started> {
  const config = loadConfig();
  const db = createDb({ ...config, pgSchema: process.env.BENCH_PG_SCHEMA || undefined });
  await migrate(db);
  const level = process.env.LOG_LEVEL ?? "info";
  const app = await buildApp({
    config,
    db,
    logger: { level },
    rateLimits: BENCH_RATE_LIMITS,
    appLimits: BENCH_APP_LIMITS,
  });
  // The same better-auth setup on the same database, for seeding only (the app keeps its own).
  const mailer = { send: async () => {}, forget: async () => {} };
  const auth = createAuth({
    config,
    db,
    mailer,
    limiter: createLimiter(config, db, (error) => console.error(error)),
    log: app.log,
  });
  return { app, seed: (count) => seedUsers(auth, count) };
}

const { app, seed } = process.env.BENCH_MODE === "floor" ? await floor() : await rocket();
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });

const reply = (message: unknown) => process.send?.(message);
process.on("message", (message: "cpu" | { seed: number }) => {
  if (message === "cpu") {
    const { user, system } = process.cpuUsage();
    reply({ cpuMicros: user + system });
  } else if (seed) {
    seed(message.seed).then(
      (users) => reply({ users }),
      (error: Error) => reply({ error: error.stack ?? error.message }),
    );
  }
});
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
// Ctrl-C reaches the parent too, which stops this server with SIGTERM and removes its database.
process.on("SIGINT", () => {});
process.once("disconnect", () => process.exit(0));
reply({ ready: true });
