/** The bench's students over HTTP: signing up, loading their account, signing in. */
import { PASSWORD, emailOf, type BenchUser } from "./seed";

/** Runs task(i) for i in 0..count-1, at most `concurrency` at a time. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * Signs up `count` students over HTTP, `concurrency` at a time (BENCH_SETUP=http). Each sign-up
 * hashes a password (Argon2id), so this takes a while per 1,000 on a quiet 2-core machine.
 */
export async function createUsers(
  baseUrl: string,
  count: number,
  concurrency: number,
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  await pool(count, concurrency, async (i) => {
    const email = emailOf(i);
    const response = await post(baseUrl, "/api/auth/sign-up/email", {
      name: `Student ${i}`,
      email,
      password: PASSWORD,
    });
    if (!response.ok) throw new Error(`sign-up ${i}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    users[i] = { email, cookie: cookieOf(response) };
  });
  return users;
}

/** Loads each account once, as the app does after sign-up (this creates its settings record). */
export async function loadAccounts(baseUrl: string, users: BenchUser[], concurrency: number) {
  await pool(users.length, concurrency, async (i) => {
    const response = await fetch(new URL("/api/me", baseUrl), {
      headers: { cookie: users[i]!.cookie },
    });
    if (!response.ok) throw new Error(`GET /api/me for user ${i}: ${response.status}`);
    await response.arrayBuffer();
  });
}

export type Burst = {
  latencies: number[];
  failed: number;
  wallMs: number;
  /** CPU time the server used for the whole burst (scrypt runs on its thread pool). */
  serverCpuMs?: number;
};

/** A class logging in at once: every sign-in fired together; each one's latency in ms. */
export async function signInBurst(baseUrl: string, users: BenchUser[]): Promise<Burst> {
  const start = performance.now();
  const results = await Promise.all(
    users.map(async ({ email }) => {
      const t0 = performance.now();
      const response = await post(baseUrl, "/api/auth/sign-in/email", {
        email,
        password: PASSWORD,
      });
      await response.arrayBuffer();
      const ok = response.ok && response.headers.getSetCookie().length > 0;
      return { ok, ms: performance.now() - t0 };
    }),
  );
  return {
    latencies: results.map((r) => r.ms),
    failed: results.filter((r) => !r.ok).length,
    wallMs: performance.now() - start,
  };
}
