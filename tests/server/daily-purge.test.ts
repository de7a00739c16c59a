import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { purgeIfDue } from "../../src/server/db/daily-purge";
import { migrate } from "../../src/server/db/migrate";
import { createLimiter, type Limiter } from "../../src/server/limits/limiter";
import { DATABASES, freshDb, type FreshDb } from "./harness";

/** A window short enough to wait out, long enough that three looks at once all fall inside it. */
const WINDOW_MS = 3000;

/**
 * Issue 22, item 8: the purge that makes deleted rows unreadable runs once a day for all servers
 * on one database, whenever they were started (docs/deploy.md, "Deleted means gone").
 */
describe.each(DATABASES)("the daily purge on %s", (kind) => {
  let fresh: FreshDb;
  // Two servers' limiters on the one database they share.
  let limiters: [Limiter, Limiter];
  beforeEach(async () => {
    fresh = await freshDb(kind);
    await migrate(fresh.db);
    limiters = [0, 1].map(() => createLimiter({ redisUrl: undefined }, fresh.db, () => {})) as [
      Limiter,
      Limiter,
    ];
  });
  afterEach(async () => {
    await fresh.db.close();
    await fresh.drop();
  });

  it("runs once for two servers that look at the same time, and again once the window is over", async () => {
    const [a, b] = limiters;
    const looks = await Promise.all(
      [a, b, a].map((l) => purgeIfDue(fresh.db, l, { windowMs: WINDOW_MS })),
    );
    expect(looks.filter(Boolean)).toHaveLength(1);
    // However long the purge took, the window began with the looks above.
    await new Promise((r) => setTimeout(r, WINDOW_MS + 100));
    expect(await purgeIfDue(fresh.db, b, { windowMs: WINDOW_MS })).toBe(true);
  });

  it("is due again at the next look when a purge fails", async () => {
    const [a, b] = limiters;
    const gone = await freshDb(kind);
    await gone.db.close();
    await expect(purgeIfDue(gone.db, a, { windowMs: WINDOW_MS })).rejects.toThrow();
    await gone.drop();
    expect(await purgeIfDue(fresh.db, b, { windowMs: WINDOW_MS })).toBe(true);
  });
});
