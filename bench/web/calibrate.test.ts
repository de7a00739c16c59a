import { describe, expect, it } from "vitest";
import { bisectSlowdown, TIERS } from "./calibrate";

/** A host whose benchmark falls faster than the slowdown grows, as this one's does. */
const host = (rate: number) => 1750 / (rate * (1 + rate / 16));

describe("the CPU slowdown bisected to a tier's benchmark, as DevTools calibrates it", () => {
  it("finds a slowdown whose benchmark is within 10 points of the tier's, below the scores' ratio", async () => {
    const tried: number[] = [];
    const found = await bisectSlowdown(TIERS.low, 1, (1750 / TIERS.low) * 1.5, async (rate) => {
      tried.push(rate);
      return host(rate);
    });
    expect(Math.abs(found.score - TIERS.low)).toBeLessThan(10);
    expect(found.score).toBe(host(found.rate));
    expect(found.rate).toBeLessThan(1750 / TIERS.low);
    expect(tried.at(-1)).toBe(found.rate);
  });

  it("tries slowdowns to two decimals, as Chromium keeps them", async () => {
    const tried: number[] = [];
    await bisectSlowdown(TIERS.mid, 1, 2.5, async (rate) => {
      tried.push(rate);
      return host(rate);
    });
    expect(tried[0]).toBe(1.75);
    for (const rate of tried) expect(Math.round(rate * 100) / 100).toBe(rate);
  });

  it("stops after eight steps at the slowdown whose score came closest when none comes within 10", async () => {
    const scores = new Map<number, number>();
    const found = await bisectSlowdown(TIERS.low, 1, 10, async (rate) => {
      // Below 4× the score climbs away from 264 as the bisect closes in: the last step is not the closest.
      const score = rate < 4 ? 284 + 10 / (4 - rate) : 100;
      scores.set(rate, score);
      return score;
    });
    expect(scores.size).toBe(8);
    const closest = [...scores].sort(([, a], [, b]) => Math.abs(a - 264) - Math.abs(b - 264))[0]!;
    expect(found).toEqual({ rate: closest[0], score: closest[1] });
    expect(found.rate).toBe(3.25);
  });
});
