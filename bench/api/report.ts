import type { LoadResult } from "./load";
import type { Burst } from "./users";

/** Targets of issue 2, point 9, on the project's 2-core machine. */
export const TARGETS = {
  progressShareOfFloor: 0.4,
  progressP99Ms: 25,
  burstP99Ms: 1500,
} as const;

export type RouteRow = { database: string; route: string; result: LoadResult };
export type BurstRow = { database: string; burst: Burst };

/** Nearest-rank percentile: with 30 samples, p99 is the slowest one. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const int = (n: number) => Math.round(n).toLocaleString("en-NZ");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());
const flagged = (r: LoadResult) => r.non2xx > 0 || r.errors > 0;

function table(head: string[], rows: string[][]): string {
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
 * What the share-of-floor target leaves for a save's own work: one core's time per save at
 * that rate, less the CPU the ceiling spends on the same requests' HTTP and JSON alone.
 */
function budgetLine(floor: LoadResult, ceiling: LoadResult, save: LoadResult): string {
  const perSave = 1e6 / (TARGETS.progressShareOfFloor * floor.rps);
  const ceilingCpu = ceiling.serverCpuMicrosPerRequest ?? NaN;
  const saveCpu = save.serverCpuMicrosPerRequest ?? NaN;
  return (
    `      at ${TARGETS.progressShareOfFloor * 100}% of the floor a save has ${int(perSave)} µs of ` +
    `one core; HTTP and JSON alone take ${int(ceilingCpu)} µs (the ceiling, ` +
    `${Math.round((ceiling.rps / floor.rps) * 100)}% of the floor), which leaves ` +
    `${int(perSave - ceilingCpu)} µs for the session check, validation and the database, ` +
    `where this save spends ${int(saveCpu - ceilingCpu)} µs`
  );
}

/** One line per target and database: PASS or FAIL, with the figures it was judged on. */
export function verdicts(
  floor: LoadResult,
  ceiling: LoadResult,
  routes: RouteRow[],
  bursts: BurstRow[],
): string[] {
  const lines: string[] = [];
  const mark = (ok: boolean) => (ok ? "PASS" : "FAIL");
  for (const { database, result: r } of routes.filter((row) => row.route.includes("progress"))) {
    const share = r.rps / floor.rps;
    const ok =
      share >= TARGETS.progressShareOfFloor && r.p99 <= TARGETS.progressP99Ms && !flagged(r);
    lines.push(
      `${mark(ok)}  ${database}: progress saves ${int(r.rps)} req/s = ${Math.round(share * 100)}% of ` +
        `the floor (target ≥ ${TARGETS.progressShareOfFloor * 100}%), p99 ${ms(r.p99)} ms ` +
        `(target ≤ ${TARGETS.progressP99Ms} ms), ${r.non2xx} non-2xx, ${r.errors} errors`,
      budgetLine(floor, ceiling, r),
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
