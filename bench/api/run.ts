/**
 * `npm run bench`: the API under load (issue 2, point 9; issue 13, point 12). One command, one run, one table.
 * Each server under test runs in a child process; autocannon and the sign-in burst run here.
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import { questionKeys } from "../../src/core/classes/questions";
import { knownTags } from "../../src/core/content/mission-tags";
import { loadMissions } from "../../src/server/missions";
import { adminQuery, startServer, stopAll, type ServerSpec, type Target } from "./child";
import {
  GRID_BUDGETS,
  gridRequest,
  gridRoute,
  gridTable,
  gridVerdicts,
  ME_ROUTE,
  seedClass,
} from "./classes";
import {
  helloRequest,
  load,
  meRequest,
  progressRequest,
  type LoadOptions,
  type LoadResult,
} from "./load";
import {
  burstTable,
  routeTable,
  twoServersLines,
  verdicts,
  type BurstRow,
  type RouteRow,
  type TwoServers,
} from "./report";
import { BENCH_RATE_LIMITS } from "./limits";
import { postgresCpuMicros } from "./postgres-cpu";
import { lookalikeUsers } from "./seed";
import type { BenchUser } from "./seed";
import { createUsers, loadAccounts, signInBurst } from "./users";

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(env.BENCH_USERS ?? 1000);
const SIGN_UP_CONCURRENCY = 8;
/** "seed" (default): users made through better-auth's adapter; "http": real sign-ups (slow). */
const SETUP = env.BENCH_SETUP === "http" ? "http" : "seed";
const BURST = 30;
const DATABASES = (env.BENCH_DATABASES ?? "sqlite,postgres").split(",");
/** BENCH_PART=grid: only GET /api/me and the class grids, on each database (issue 24's budget). */
const GRID_ONLY = env.BENCH_PART === "grid";
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const log = (line = "") => console.log(line);
const load3 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const MISSIONS = await loadMissions();
/** The items each written mission defines: a save's tags are always ones the server takes. */
const KNOWN = knownTags(MISSIONS);

/**
 * A throw-away run first (JIT, connection pools, SQLite page cache), then the measured one.
 * `postgres`: also read the local PostgreSQL's CPU over the run (not when two runs overlap).
 */
async function measure(
  server: Target,
  request: Parameters<typeof load>[1],
  { connections = CONNECTIONS, postgres = server.schema !== "" } = {},
): Promise<LoadResult> {
  const options: LoadOptions = { url: server.url, connections, seconds: SECONDS };
  await load({ ...options, seconds: WARMUP_SECONDS }, request);
  const cpuBefore = await server.cpuMicros();
  const postgresBefore = postgres ? postgresCpuMicros() : undefined;
  const result = await load(options, request);
  const cpu = (await server.cpuMicros()) - cpuBefore;
  const postgresAfter = postgresBefore === undefined ? undefined : postgresCpuMicros();
  return {
    ...result,
    serverCpuMicrosPerRequest: cpu / result.requests,
    serverCpuShare: cpu / (SECONDS * 1e6),
    ...(postgresAfter !== undefined && postgresBefore !== undefined
      ? { postgresCpuMicrosPerRequest: (postgresAfter - postgresBefore) / result.requests }
      : {}),
  };
}

/** The floor (GET /), then the ceiling: the save's requests on the same bare server. */
async function floorRun() {
  const server = await startServer({ mode: "floor" });
  try {
    const floor = await measure(server, helloRequest());
    const ceiling = await measure(server, progressRequest(lookalikeUsers(USERS), KNOWN));
    return { floor, ceiling };
  } finally {
    await server.stop();
  }
}

async function appRun(database: string, spec: ServerSpec, routes: RouteRow[], bursts: BurstRow[]) {
  const server = await startServer(spec);
  try {
    let t = performance.now();
    const users =
      SETUP === "http"
        ? await createUsers(server.url, USERS, SIGN_UP_CONCURRENCY)
        : await server.seed(USERS);
    const made = seconds(t);
    await loadAccounts(server.url, users, SIGN_UP_CONCURRENCY);
    log(
      `  ${database}: ${USERS} users made in ${made} s (${SETUP}), all loaded in ${seconds(t)} s`,
    );
    t = performance.now();
    const me = await measure(server, meRequest(users));
    routes.push({ database, route: ME_ROUTE, result: me });
    await gridRuns(database, server, users, routes);
    if (GRID_ONLY) return;
    const progress = await measure(server, progressRequest(users, KNOWN));
    routes.push({ database, route: "POST /api/me/progress", result: progress });
    log(`  ${database}: load runs done in ${seconds(t)} s`);
    const cpuBefore = await server.cpuMicros();
    const burst = await signInBurst(server.url, users.slice(0, BURST));
    burst.serverCpuMs = ((await server.cpuMicros()) - cpuBefore) / 1000;
    bursts.push({ database, burst });
  } finally {
    await server.stop();
  }
}

/**
 * Each class grid as its teacher, over the run's students: teachers are the first users, each
 * class's students the next ones, no one in two classes.
 */
async function gridRuns(database: string, server: Target, users: BenchUser[], routes: RouteRow[]) {
  const t = performance.now();
  const questions = questionKeys(MISSIONS);
  let next = GRID_BUDGETS.length;
  for (const [i, { students }] of GRID_BUDGETS.entries()) {
    const teacher = users[i]!;
    const id = await seedClass(server.url, teacher, users.slice(next, next + students), questions);
    next += students;
    const result = await measure(server, gridRequest(teacher, id));
    routes.push({ database, route: gridRoute(students), result });
  }
  log(`  ${database}: class grids seeded and measured in ${seconds(t)} s`);
}

/**
 * Two app servers on one PostgreSQL schema, the same students' saves split between them, at
 * the same total connections: their summed save rate, against one server's.
 */
async function twoServersRun(spec: Extract<ServerSpec, { db: "postgres" }>): Promise<TwoServers> {
  const first = await startServer(spec);
  const second = await startServer({ ...spec, schema: first.schema }).catch(async (error) => {
    await first.stop();
    throw error;
  });
  try {
    const users = await first.seed(USERS);
    await loadAccounts(first.url, users, SIGN_UP_CONCURRENCY);
    const half = Math.floor(users.length / 2);
    const split = { connections: CONNECTIONS / 2, postgres: false };
    const [a, b] = await Promise.all([
      measure(first, progressRequest(users.slice(0, half), KNOWN), split),
      measure(second, progressRequest(users.slice(half), KNOWN), split),
    ]);
    return { servers: [a, b] };
  } finally {
    await second.stop();
    await first.stop();
  }
}

/** The app on each database asked for; on PostgreSQL, two servers too (not in a grid-only run). */
async function appRuns(routes: RouteRow[], bursts: BurstRow[]): Promise<TwoServers | undefined> {
  if (DATABASES.includes("sqlite"))
    await appRun("sqlite", { mode: "app", db: "sqlite" }, routes, bursts);
  if (!DATABASES.includes("postgres") || !(await postgresReachable())) return undefined;
  const spec = { mode: "app", db: "postgres", databaseUrl: PG_URL } as const;
  await appRun("postgres", spec, routes, bursts);
  if (GRID_ONLY) return undefined;
  const two = await twoServersRun(spec);
  log(`  postgres: two servers done`);
  return two;
}

async function postgresReachable(): Promise<boolean> {
  try {
    await adminQuery(PG_URL, "select 1");
    return true;
  } catch (error) {
    log(`  postgres: SKIPPED, not reachable at ${PG_URL} (${(error as Error).message})`);
    return false;
  }
}

async function main() {
  const started = performance.now();
  log("# Rocket API benchmark");
  log(`command:     npm run bench   (tsx bench/api/run.ts)`);
  log(`started:     ${new Date().toISOString()}`);
  log(
    `node:        ${process.version}   nproc: ${availableParallelism()}   cpu: ${cpus()[0]?.model}`,
  );
  log(
    `load:        autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route ` +
      `(after a ${WARMUP_SECONDS} s warm-up), requests rotate over ${USERS} users' sessions`,
  );
  log(`load avg:    ${load3()} at the start (1, 5, 15 min)`);
  if (loadavg()[0]! >= availableParallelism() / 2) {
    log(
      `WARNING:     other processes are already using these cores: the figures below will be ` +
        `lower and noisier than on a quiet machine`,
    );
  }
  const knobs = Object.entries(env).filter(
    ([k]) => k.startsWith("BENCH_") || k === "UV_THREADPOOL_SIZE",
  );
  if (knobs.length > 0) log(`settings:    ${knobs.map(([k, v]) => `${k}=${v}`).join(" ")}`);
  log(
    `setup:       ${USERS} users, ` +
      (SETUP === "http"
        ? `signed up over HTTP ${SIGN_UP_CONCURRENCY} at a time (BENCH_SETUP=http)`
        : `each with a user, a credential account and a session made by better-auth's ` +
          `adapter, sharing one real password hash (BENCH_SETUP=http signs up over HTTP instead)`) +
      `; then every account loaded once over HTTP (GET /api/me: proves each session valid)`,
  );
  log(
    `burst:       ${BURST} of those users signing in at once (fetch, Origin = the server's URL), ` +
      `after the load runs`,
  );
  log(
    `postgres:    ${PG_URL.replace(/(\/\/[^:@/]*):[^@/]*@/, "$1:…@")}, a fresh schema, pool of 10 as main.ts`,
  );
  log(
    `bench-only:  sign-up limit raised to ${BENCH_RATE_LIMITS.signUp.max} per ` +
      `${BENCH_RATE_LIMITS.signUp.window} s (BENCH_SETUP=http signs 1,000 up from one address); ` +
      `sign-in and reset limits as shipped; LOG_LEVEL ${env.LOG_LEVEL ?? "info"} ` +
      `(${env.LOG_LEVEL ? "set" : "the default of main.ts"})`,
  );
  log();

  const routes: RouteRow[] = [];
  const bursts: BurstRow[] = [];
  if (GRID_ONLY) {
    await appRuns(routes, bursts);
    log();
    log(gridTable(routes));
    log();
    for (const line of gridVerdicts(routes)) log(line);
    log();
    log(`finished in ${seconds(started)} s; load average at the end ${load3()}`);
    return;
  }
  const { floor, ceiling } = await floorRun();
  log(`  floor and ceiling: done`);
  const two = await appRuns(routes, bursts);

  log();
  log(routeTable(floor, ceiling, routes));
  log(
    "server CPU/req: the server process's CPU time (user + system: its event loop, its thread " +
      "pool, and the kernel's loopback TCP work) ÷ requests; server CPU: the same ÷ the run's " +
      "length (100% = one core). A ⚠ marks a run with non-2xx answers or errors.",
  );
  log();
  log(burstTable(bursts));
  log(
    "CPU ÷ 2 cores: the burst's server CPU time spread over this machine's two cores, the " +
      "shortest the burst could take here with nothing else running.",
  );
  log();
  if (two) {
    for (const line of twoServersLines(two, routes)) log(line);
    log();
  }
  for (const line of [...verdicts(floor, ceiling, routes, bursts, two), ...gridVerdicts(routes)])
    log(line);
  log();
  log(`finished in ${seconds(started)} s; load average at the end ${load3()}`);
}

process.once("SIGINT", () => {
  console.log("\ninterrupted: stopping the bench servers and removing their databases");
  void stopAll().finally(() => process.exit(130));
});
await main();
