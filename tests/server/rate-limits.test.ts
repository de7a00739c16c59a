import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/server/db/migrate";
import { hitLimit } from "../../src/server/db/repos/rate-limits";
import { DATABASES, freshDb, type FreshDb } from "./harness";

describe.each(DATABASES)("hitLimit on %s", (kind) => {
  let fresh: FreshDb;
  beforeEach(async () => {
    fresh = await freshDb(kind);
    await migrate(fresh.db);
  });
  afterEach(async () => {
    await fresh.db.close();
    await fresh.drop();
  });
  it("allows max hits in a window, refuses the next, and counts 30 concurrent hits exactly", async () => {
    const limit = { windowMs: 60_000, max: 3 };
    const results = await Promise.all(
      Array.from({ length: 30 }, () => hitLimit(fresh.db, "k", limit)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const next = await hitLimit(fresh.db, "k", limit);
    expect(next.allowed).toBe(false);
    expect(next.retryAfterMs).toBeGreaterThan(50_000);
  });
  it("starts again once the window is over", async () => {
    const limit = { windowMs: 50, max: 1 };
    expect((await hitLimit(fresh.db, "w", limit)).allowed).toBe(true);
    expect((await hitLimit(fresh.db, "w", limit)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(await hitLimit(fresh.db, "w", limit)).toMatchObject({ allowed: true, count: 1 });
  });
});
