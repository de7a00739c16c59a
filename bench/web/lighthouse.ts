// (2) Lighthouse 12 with its default mobile settings (simulated slow 4G and a 4× slower CPU)
// in Debian's Chromium, on the pages the issue names.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/local-server";

export const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
};

export type PageScores = {
  path: string;
  /** Median over the runs, 0–100. */
  scores: Record<Category, number>;
  runs: Record<Category, number>[];
  /** Lighthouse's measure of this machine's speed in each run (a quiet laptop is ~1,500+). */
  benchmarkIndex: number[];
  /** From the median-performance run: its metrics and the audits that cost points. */
  metrics: string[];
  failing: string[];
};

type Chromium = { port: number; stop: () => Promise<void> };

/** Headless Chromium with a DevTools port for Lighthouse to drive. */
function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "rocket-lighthouse-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      ...CHROMIUM_ARGS,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = async () => {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return new Promise((done, fail) => {
    let said = "";
    child.stderr.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said)?.[1];
      if (port) done({ port: Number(port), stop });
    });
    child.once("exit", (code) => fail(new Error(`Chromium exited (${code}): ${said}`)));
  });
}

const score = (lhr: Result, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/** Audits that count towards a category and did not get full marks, with their ids. */
function failingAudits(lhr: Result): string[] {
  const out: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (c === "performance" && METRICS.includes(ref.id)) continue;
      out.push(`${c}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ""}`.trim());
    }
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function lighthouseScores(
  baseUrl: string,
  paths: string[],
  runs: number,
): Promise<PageScores[]> {
  const chromium = await launchChromium();
  try {
    const results: PageScores[] = [];
    for (const path of paths) {
      const lhrs: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        lhrs.push(result.lhr);
      }
      const perRun = lhrs.map((lhr) => ({
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        "best-practices": score(lhr, "best-practices"),
      }));
      const scores = {
        performance: median(perRun.map((r) => r.performance)),
        accessibility: median(perRun.map((r) => r.accessibility)),
        "best-practices": median(perRun.map((r) => r["best-practices"])),
      };
      const typical = lhrs[perRun.findIndex((r) => r.performance === scores.performance)]!;
      results.push({
        path,
        scores,
        runs: perRun,
        benchmarkIndex: lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
        metrics: METRICS.map((id) => `${id} ${typical.audits[id]?.displayValue ?? "?"}`),
        failing: failingAudits(typical),
      });
    }
    return results;
  } finally {
    await chromium.stop();
  }
}
