import { sql } from "kysely";
import pg from "pg";
import type { TestApp } from "./harness";

const WAIT_MS = 5_000;

/** The app's connections waiting, directly or behind one another, for the connection `pid`. */
async function waitingBehind(client: pg.Client, pid: number): Promise<number> {
  // Inside a transaction pg_stat_activity is read once and kept: read it afresh each time.
  await client.query("select pg_stat_clear_snapshot()");
  const { rows } = await client.query<{ pid: number; blockers: number[] }>(
    "select pid, pg_blocking_pids(pid) as blockers from pg_stat_activity",
  );
  const behind = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (!behind.has(row.pid) && row.blockers.some((b) => behind.has(b))) {
        behind.add(row.pid);
        grew = true;
      }
    }
  }
  return behind.size - 1;
}

/**
 * Runs `requests` (sent at once) with the widest race there can be: on PostgreSQL, another
 * connection holds a SHARE lock on `classes`, which lets each request read but holds back its
 * insert, until `count` of the app's connections wait behind it; so every request has counted
 * before any has inserted. On SQLite one request's count and insert run without a pause (its
 * driver is synchronous), so the requests simply run at once.
 */
export async function withInsertsHeld<T>(
  app: TestApp,
  count: number,
  requests: () => Promise<T>,
): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (app.db.kind !== "postgres" || !url) return requests();
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    app.db.kysely,
  );
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query(`lock table "${rows[0]!.schema}".classes in share mode`);
    const pid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!;
    const answers = requests();
    const until = Date.now() + WAIT_MS;
    while ((await waitingBehind(holder, pid.pid)) < count && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await holder.query("commit");
    return await answers;
  } finally {
    await holder.end();
  }
}
