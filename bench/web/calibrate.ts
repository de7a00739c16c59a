// Issue 21, point 8: Lighthouse's CPU slowdown calibrated to this host, as Chrome DevTools' CPU
// calibration does (devtools-frontend, panels/mobile_throttling/CalibrationController.ts). The
// host's speed is Lighthouse's own benchmark (the `benchmarkIndex` every report carries), run in
// this machine's Chromium. A throttled benchmark is not the host's score divided by the slowdown
// (here, at 14×, 0.6–0.9 of that; docs/performance-log.md, 2026-11-28 11:10), so, as DevTools
// does, the slowdown is not the ratio of the scores but bisected: the benchmark is run throttled
// until it scores within 10 points of the device measured for. DevTools' mid-tier phone scores
// about 1,000, its low-tier about 264.
import { chromium, type Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/local-server";
import { median } from "./tools-typing";

export const TIERS = { mid: 1000, low: 264 } as const;
export type Tier = keyof typeof TIERS;

/** Within this many points of the tier's score is a match, as in DevTools. */
const CLOSE_ENOUGH = 10;
/** DevTools' most bisect steps per tier. */
const MAX_STEPS = 8;
/**
 * A shared host's benchmark jumps from run to run: each slowdown tried scores the median of three
 * runs of Lighthouse's full second (DevTools takes one run of 250 ms).
 */
const RUNS_PER_RATE = 3;

/** Chromium's throttling keeps two decimals. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * DevTools' bisect: the slowdown between `lower` and `upper` at which `scoreAt` is within 10
 * points of `target`, in at most 8 steps. A score falls as the slowdown grows. When no step
 * comes that close (a shared host's noise), the step that came closest, where DevTools takes
 * the last.
 */
export async function bisectSlowdown(
  target: number,
  lower: number,
  upper: number,
  scoreAt: (rate: number) => Promise<number>,
): Promise<{ rate: number; score: number }> {
  const tried: { rate: number; score: number }[] = [];
  for (let step = 0; step < MAX_STEPS; step++) {
    const rate = hundredths((lower + upper) / 2);
    const score = await scoreAt(rate);
    tried.push({ rate, score });
    if (Math.abs(target - score) < CLOSE_ENOUGH) break;
    if (score < target) upper = rate;
    else lower = rate;
  }
  const off = (t: { score: number }) => Math.abs(target - t.score);
  return tried.reduce((best, t) => (off(t) < off(best) ? t : best));
}

/** Lighthouse's benchmark, as the page runs it: a second a run. */
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** Lighthouse's benchmark in `page`, `runs` times. */
async function benchmarks(page: Page, runs: number): Promise<number[]> {
  const scores: number[] = [];
  for (let i = 0; i < runs; i++) scores.push(Math.round(await page.evaluate<number>(BENCHMARK)));
  return scores;
}

export interface Calibration {
  chromium: string;
  /** The host's benchmark unthrottled: the median of five 1 s runs, as Lighthouse reports it. */
  host: { index: number; scores: number[] };
  /** The tier's slowdown (1× on a host no faster than the tier) and the benchmark there. */
  rate: number;
  score: number;
}

/**
 * DevTools' calibration for `tier`: the low tier's slowdown is bisected between 1× and 1.5
 * times the ratio of the scores; the mid tier's within a quarter either side of the low tier's,
 * scaled.
 */
export async function calibrate(tier: Tier): Promise<Calibration> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await benchmarks(page, 1); // a run for V8 to warm up, as DevTools does
    const scores = await benchmarks(page, 5);
    const index = median(scores);
    const found = { chromium: browser.version(), host: { index, scores } };
    if (index <= TIERS[tier]) return { ...found, rate: 1, score: index };
    const cdp = await page.context().newCDPSession(page);
    const scoreAt = async (rate: number) => {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      return median(await benchmarks(page, RUNS_PER_RATE));
    };
    const low = await bisectSlowdown(TIERS.low, 1, (index / TIERS.low) * 1.5, scoreAt);
    if (tier === "low") return { ...found, ...low };
    const guess = low.rate / (TIERS.mid / TIERS.low);
    const mid = await bisectSlowdown(
      TIERS.mid,
      Math.max(1, guess * 0.75),
      Math.max(1, guess * 1.25),
      scoreAt,
    );
    return { ...found, ...mid };
  } finally {
    await browser.close();
  }
}
