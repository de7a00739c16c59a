import autocannon from "autocannon";
import type { KnownTags } from "../../src/core/content/mission-tags";
import { SECTIONS } from "../../src/core/progress/sections";
import type { BenchUser } from "./seed";

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  /** Server process CPU (user + system) per request, and as a share of one core over the run. */
  serverCpuMicrosPerRequest?: number;
  serverCpuShare?: number;
  /** CPU of the local PostgreSQL's processes per request, where they can be read (Linux). */
  postgresCpuMicrosPerRequest?: number;
};

export type LoadOptions = { url: string; connections: number; seconds: number };

type Request = NonNullable<autocannon.Options["requests"]>[number];

/** The floor: GET / on the bare Fastify server. */
export const helloRequest = (): Request => ({ method: "GET", path: "/" });

/** GET /api/me, each request as the next of the students in turn. */
export function meRequest(users: BenchUser[]): Request {
  let n = 0;
  return {
    method: "GET",
    path: "/api/me",
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookieFor(users, n++) } }),
  };
}

/**
 * POST /api/me/progress, each request as the next student, each saving a different valid visit:
 * a page inside its section (spec totals) and, every third request, one of the items its
 * content defines (a mission not written yet has none).
 */
export function progressRequest(users: BenchUser[], known: KnownTags): Request {
  const items = new Map([...known].map(([uid, tags]) => [uid, [...tags]]));
  let n = 0;
  return {
    method: "POST",
    path: "/api/me/progress",
    setupRequest: (req) => {
      const i = n++;
      const section = SECTIONS[i % SECTIONS.length]!;
      const page = Math.floor(i / SECTIONS.length) % section.total;
      const mine = items.get(section.uid) ?? [];
      const tags = i % 3 === 0 && mine.length > 0 ? [mine[i % mine.length]!] : [];
      const body = JSON.stringify({ sections: { [section.uid]: { pages: [page], tags } } });
      return {
        ...req,
        headers: {
          ...req.headers,
          cookie: cookieFor(users, i),
          "content-type": "application/json",
        },
        body,
      };
    },
  };
}

const cookieFor = (users: BenchUser[], n: number) => users[n % users.length]!.cookie;

/** One autocannon run against one route; every response that is not 2xx is counted. */
export async function load(options: LoadOptions, request: Request): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [request],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
  );
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}
