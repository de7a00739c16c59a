/**
 * The class grid under load (issue 24's budget): one request answers a whole class, and its p99
 * must stay within 3× the p99 of GET /api/me in the same run for a class of 35, and 10× for 200.
 * Each class is made over HTTP by a teacher, its students join, save progress in some missions
 * and answer some quiz questions first, as in a lesson.
 */
import { pathOf, type EndpointName } from "../../src/core/api/endpoints";
import { CONSENT_VERSION } from "../../src/core/classes/consent";
import type { QuestionKey } from "../../src/core/classes/questions";
import { SECTIONS } from "../../src/core/progress/sections";
import type { LoadResult } from "./load";
import { flagged, int, ms, table, type RouteRow } from "./report";
import type { BenchUser } from "./seed";
import { pool } from "./users";

/** Class sizes and how many times GET /api/me's p99 each grid's p99 may be. */
export const GRID_BUDGETS = [
  { students: 35, timesMe: 3 },
  { students: 200, timesMe: 10 },
] as const;

export const ME_ROUTE = "GET /api/me";
export const gridRoute = (students: number) => `GET /api/classes/:id/grid (${students} students)`;

async function api(baseUrl: string, user: BenchUser, name: EndpointName, body: unknown) {
  const response = await fetch(new URL(pathOf(name), baseUrl), {
    method: "POST",
    headers: { origin: baseUrl, cookie: user.cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/**
 * A class of `students` made by `teacher`: student i has seen every page of the first missions
 * and some of the next (a class spread over the lesson), and answered every other question.
 */
export async function seedClass(
  baseUrl: string,
  teacher: BenchUser,
  students: BenchUser[],
  questions: ReadonlyMap<string, QuestionKey>,
): Promise<string> {
  const made = await api(baseUrl, teacher, "createClass", { name: `Bench ${students.length}` });
  const { id, joinCode } = made.class as { id: string; joinCode: string };
  const asked = [...questions];
  await pool(students.length, 8, async (i) => {
    const student = students[i]!;
    await api(baseUrl, student, "joinClass", { code: joinCode, consentVersion: CONSENT_VERSION });
    const started = SECTIONS.slice(0, 1 + (i % SECTIONS.length));
    const sections = Object.fromEntries(
      started.map((s, k) => {
        const seen = k < started.length - 1 ? s.total : 1 + (i % s.total);
        return [s.uid, { pages: Array.from({ length: seen }, (_, p) => p) }];
      }),
    );
    await api(baseUrl, student, "saveProgress", { sections });
    const answers = asked
      .filter((_, q) => (q + i) % 2 === 0)
      .map(([question, key], q) => ({
        question,
        option: (i + q) % key.options,
        answeredAt: new Date().toISOString(),
      }));
    await api(baseUrl, student, "saveFirstTries", { answers });
  });
  return id;
}

/** GET a class's grid as its teacher. */
export const gridRequest = (teacher: BenchUser, classId: string) => ({
  method: "GET" as const,
  path: pathOf("classGrid", { id: classId }),
  headers: { cookie: teacher.cookie },
});

/** Each grid's p99 against GET /api/me's in the same run, per database. */
export function gridTable(routes: RouteRow[]): string {
  const rows = routes.filter((r) => r.route === ME_ROUTE || r.route.startsWith("GET /api/classes"));
  return table(
    ["database", "route", "req/s", "p50 ms", "p99 ms", "requests", "non-2xx", "server CPU/req"],
    rows.map(({ database, route, result: r }) => [
      database,
      route,
      int(r.rps),
      ms(r.p50),
      ms(r.p99),
      int(r.requests),
      String(r.non2xx),
      r.serverCpuMicrosPerRequest === undefined ? "" : `${int(r.serverCpuMicrosPerRequest)} µs`,
    ]),
  );
}

/** PASS or FAIL per class size and database: the grid's p99 ≤ the budget × GET /api/me's. */
export function gridVerdicts(routes: RouteRow[]): string[] {
  const find = (database: string, route: string): LoadResult | undefined =>
    routes.find((r) => r.database === database && r.route === route)?.result;
  const databases = [...new Set(routes.map((r) => r.database))];
  return databases.flatMap((database) => {
    const me = find(database, ME_ROUTE);
    if (!me) return [];
    return GRID_BUDGETS.flatMap(({ students, timesMe }) => {
      const grid = find(database, gridRoute(students));
      if (!grid) return [];
      const ratio = grid.p99 / me.p99;
      const ok = ratio <= timesMe && !flagged(grid) && !flagged(me);
      return [
        `${ok ? "PASS" : "FAIL"}  ${database}: class grid of ${students} p99 ${ms(grid.p99)} ms = ` +
          `${ratio.toFixed(1)}× GET /api/me's p99 ${ms(me.p99)} ms (target ≤ ${timesMe}×), ` +
          `${grid.non2xx} non-2xx`,
      ];
    });
  });
}
