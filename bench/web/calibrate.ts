// Issue 21, point 8: Lighthouse's CPU slowdown calibrated to this host, as Chrome DevTools' CPU
// calibration does. The host's speed is Lighthouse's own benchmark (the `benchmarkIndex` every
// report carries), run in this machine's Chromium; the slowdown brings it to the score of the
// device measured for: DevTools' mid-tier phone scores about 1,000, its low-tier about 264.
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/local-server";

export const TIERS = { mid: 1000, low: 264 } as const;
export type Tier = keyof typeof TIERS;

/** The CPU slowdown that makes a host of this benchmark score a `tier` phone (never below 1×). */
export function slowdownFor(hostIndex: number, tier: Tier): number {
  return Math.max(1, Math.round((hostIndex / TIERS[tier]) * 10) / 10);
}

/** Lighthouse's benchmark, `runs` times in one page of this machine's Chromium, and its version. */
export async function hostBenchmark(runs = 5): Promise<{ scores: number[]; chromium: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scores: number[] = [];
    for (let i = 0; i < runs; i++) {
      scores.push(
        Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)),
      );
    }
    return { scores, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
