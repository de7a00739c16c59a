import { availableParallelism } from "node:os";
import type { LoadResult } from "./load";
import type { Burst } from "./users";

/**
 * Targets on the project's 2-core machine, at 50 connections (issue 13, point 12, restating
 * issue 2's share of the floor, which no real save can reach): a save as a share of the
 * ceiling's rate (a save's HTTP and JSON alone), its p99, and two servers on one PostgreSQL.
 */
export const TARGETS = {
  saveShareOfCeiling: { sqlite: 0.25, postgres: 0.12 } as Record<string, number>,
  saveP99Ms: { sqlite: 50, postgres: 100 } as Record<string, number>,
  twoServersSpeedup: 1.6,
  burstP99Ms: 1500,
} as const;

/** Two app servers on one PostgreSQL, each loaded with half the connections. */
export type TwoServers = { servers: [LoadResult, LoadResult] };

export type RouteRow = { database: string; route: string; result: LoadResult };
export type BurstRow = { database: string; burst: Burst };

/** Nearest-rank percentile: with 30 samples, p99 is the slowest one. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const int = (n: number) => Math.round(n).toLocaleString("en-NZ");
export const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());
export const flagged = (r: LoadResult) => r.non2xx > 0 || r.errors > 0;

export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const rule = line(head.map((h, i) => (i < 2 ? "---" : "---:")));
  return [line(head), rule, ...rows.map(line)].join("\n");
}

const CEILING_ROUTE = "POST /api/me/progress, HTTP and JSON only (ceiling)";

export function routeTable(floor: LoadResult, ceiling: LoadResult, rows: RouteRow[]): string {
  const all = [
    { database: "none", route: "GET / (bare Fastify floor)", result: floor },
    { database: "none", route: CEILING_ROUTE, result: ceiling },
    ...rows,
  ];
  return table(
    [
      "database",
      "route",
      "req/s",
      "× floor",
      "× ceiling",
      "p50 ms",
      "p99 ms",
      "requests",
      "non-2xx",
      "errors",
      "server CPU/req",
      "server CPU",
    ],
    all.map(({ database, route, result: r }) => [
      database,
      flagged(r) ? `${route} ⚠` : route,
      int(r.rps),
      `${Math.round((r.rps / floor.rps) * 100)}%`,
      `${Math.round((r.rps / ceiling.rps) * 100)}%`,
      ms(r.p50),
      ms(r.p99),
      int(r.requests),
      String(r.non2xx),
      String(r.errors),
      r.serverCpuMicrosPerRequest === undefined ? "" : `${int(r.serverCpuMicrosPerRequest)} µs`,
      r.serverCpuShare === undefined ? "" : `${Math.round(r.serverCpuShare * 100)}%`,
    ]),
  );
}

export function burstTable(rows: BurstRow[]): string {
  return table(
    [
      "database",
      "sign-ins",
      "p50 ms",
      "p99 ms",
      "max ms",
      "all done ms",
      "failed",
      "server CPU ms",
      "CPU ÷ 2 cores",
    ],
    rows.map(({ database, burst: b }) => [
      database,
      String(b.latencies.length),
      ms(percentile(b.latencies, 50)),
      ms(percentile(b.latencies, 99)),
      ms(Math.max(...b.latencies)),
      ms(b.wallMs),
      String(b.failed),
      b.serverCpuMs === undefined ? "" : ms(b.serverCpuMs),
      b.serverCpuMs === undefined ? "" : ms(b.serverCpuMs / 2),
    ]),
  );
}

/**
 * What the share-of-ceiling target leaves for a save's own work: one core's time per save at
 * that rate, less the CPU the ceiling spends on the same requests' HTTP and JSON alone.
 */
function budgetLine(ceiling: LoadResult, save: LoadResult, share: number): string {
  const perSave = 1e6 / (share * ceiling.rps);
  const ceilingCpu = ceiling.serverCpuMicrosPerRequest ?? NaN;
  const saveCpu = save.serverCpuMicrosPerRequest ?? NaN;
  return (
    `      at ${share * 100}% of the ceiling a save has ${int(perSave)} µs of one core; HTTP and ` +
    `JSON alone take ${int(ceilingCpu)} µs, which leaves ${int(perSave - ceilingCpu)} µs for the ` +
    `session check, validation, the limit and the database, where this save spends ` +
    `${int(saveCpu - ceilingCpu)} µs` +
    (save.postgresCpuMicrosPerRequest === undefined
      ? ""
      : `; PostgreSQL's own processes spent ${int(save.postgresCpuMicrosPerRequest)} µs more ` +
        `per save on the same two cores`)
  );
}

const sumRps = (two: TwoServers) => two.servers[0].rps + two.servers[1].rps;
const oneServerSave = (routes: RouteRow[]) =>
  routes.find((r) => r.database === "postgres" && r.route.includes("progress"))?.result;

/**
 * Two servers against one: the measured ratio, and the ratio their CPU per save predicts when
 * each has a core of its own (here the load generator and PostgreSQL share the same two cores).
 */
export function twoServersLines(two: TwoServers, routes: RouteRow[]): string[] {
  const one = oneServerSave(routes);
  if (!one) return [];
  const [a, b] = two.servers;
  const cpu = (r: LoadResult) => int(r.serverCpuMicrosPerRequest ?? NaN);
  const share = (r: LoadResult) => `${Math.round((r.serverCpuShare ?? NaN) * 100)}%`;
  return [
    `two servers on one PostgreSQL: ${int(a.rps)} + ${int(b.rps)} = ${int(sumRps(two))} saves/s ` +
      `(p99 ${ms(a.p99)} and ${ms(b.p99)} ms), ${(sumRps(two) / one.rps).toFixed(2)}× one ` +
      `server's ${int(one.rps)}`,
    `  CPU per save: one server ${cpu(one)} µs (using ${share(one)} of a core); two servers ` +
      `${cpu(a)} and ${cpu(b)} µs (using ${share(a)} and ${share(b)})`,
    `  with a core each, the app servers alone could give ${int(2 * (1e6 / (one.serverCpuMicrosPerRequest ?? NaN)))} saves/s ` +
      `(2 × 1 s ÷ CPU per save), if PostgreSQL and the load generator had cores of their own too`,
    ...postgresLine(one),
  ];
}

/** What PostgreSQL's own CPU per save allows on this machine's cores, when it was read. */
function postgresLine(one: LoadResult): string[] {
  const postgres = one.postgresCpuMicrosPerRequest;
  const app = one.serverCpuMicrosPerRequest;
  if (postgres === undefined || app === undefined) return [];
  const cores = availableParallelism();
  return [
    `  PostgreSQL's processes used ${int(postgres)} µs of CPU per save (one server's run): app ` +
      `and PostgreSQL together ${int(app + postgres)} µs, so ${cores} cores shared by them ` +
      `give at most ${int((cores * 1e6) / (app + postgres))} saves/s, with any number of app ` +
      `servers, before the load generator takes its share`,
  ];
}

/** One line per target and database: PASS or FAIL, with the figures it was judged on. */
export function verdicts(
  floor: LoadResult,
  ceiling: LoadResult,
  routes: RouteRow[],
  bursts: BurstRow[],
  two?: TwoServers,
): string[] {
  const lines: string[] = [];
  const mark = (ok: boolean) => (ok ? "PASS" : "FAIL");
  for (const { database, result: r } of routes.filter((row) => row.route.includes("progress"))) {
    const target = TARGETS.saveShareOfCeiling[database] ?? NaN;
    const p99Target = TARGETS.saveP99Ms[database] ?? NaN;
    const share = r.rps / ceiling.rps;
    const ok = share >= target && r.p99 <= p99Target && !flagged(r);
    lines.push(
      `${mark(ok)}  ${database}: progress saves ${int(r.rps)} req/s = ${Math.round(share * 100)}% of ` +
        `the ceiling (target ≥ ${target * 100}%), p99 ${ms(r.p99)} ms ` +
        `(target ≤ ${p99Target} ms), ${r.non2xx} non-2xx, ${r.errors} errors`,
      budgetLine(ceiling, r, target),
    );
  }
  const one = oneServerSave(routes);
  if (two && one) {
    const ratio = sumRps(two) / one.rps;
    const ok = ratio >= TARGETS.twoServersSpeedup && !two.servers.some(flagged);
    lines.push(
      `${mark(ok)}  postgres: two servers ${ratio.toFixed(2)}× one server's save rate ` +
        `(target ≥ ${TARGETS.twoServersSpeedup}× when each has its own core: see the lines above)`,
    );
  }
  for (const { database, burst: b } of bursts) {
    const p99 = percentile(b.latencies, 99);
    const ok = p99 <= TARGETS.burstP99Ms && b.failed === 0;
    lines.push(
      `${mark(ok)}  ${database}: ${b.latencies.length} simultaneous sign-ins p99 ${ms(p99)} ms ` +
        `(target ≤ ${TARGETS.burstP99Ms} ms), ${b.failed} failed`,
    );
  }
  for (const { database, route, result: r } of [
    { database: "none", route: "floor", result: floor },
    { database: "none", route: "ceiling", result: ceiling },
    ...routes,
  ].filter((row) => flagged(row.result))) {
    lines.push(
      `ERRORS  ${database} ${route}: ${r.non2xx} non-2xx (${JSON.stringify(r.statuses)}), ` +
        `${r.errors} connection errors/timeouts — this run is not a valid measurement`,
    );
  }
  return lines;
}
