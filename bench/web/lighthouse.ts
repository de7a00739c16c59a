// (2) and (4): Lighthouse 12, mobile, in Debian's Chromium, on the pages the issues name, the CPU
// slowed as calibrate.ts finds for the phone, slow 4G's network, simulated or applied (Throttling).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium as playwright } from "@playwright/test";
import lighthouse, { type Result } from "lighthouse";
import { seedDeviceProgress } from "../../tests/e2e/helpers";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/local-server";

export const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Targets = Record<Category, number>;
export type MetricBudget = { metric: string; budget: number };

/** Issue 9, point 11, on the first screens it names: every category 100, and each metric's median over the runs at most its budget (ms; CLS unitless). */
export const FIRST_SCREEN_TARGETS: Targets = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
};
/** Issue 21, point 8: the first screens on a low-tier phone. */
export const LOW_TIER_TARGETS: Targets = {
  performance: 90,
  accessibility: 100,
  "best-practices": 100,
};
export const FIRST_SCREEN_METRICS: readonly MetricBudget[] = [
  { metric: "first-contentful-paint", budget: 1000 },
  { metric: "largest-contentful-paint", budget: 1500 },
  { metric: "total-blocking-time", budget: 50 },
  { metric: "cumulative-layout-shift", budget: 0.02 },
];
/** Issues 10, 11 and 12, on a page of each mission and on each tool (98 since issue 21). */
export const PAGE_TARGETS: Targets = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
};

/**
 * A page to measure. `mustLoad`: files (`assets/…`) whose loading shows the page was drawn.
 * `progress`: the device's progress to start each run with (a mission a visitor may not open
 * yet), where every other run starts from an empty browser.
 */
export type LighthousePage = {
  path: string;
  targets: Targets;
  metricBudgets: readonly MetricBudget[];
  mustLoad?: string[];
  progress?: unknown;
};

export type PageScores = {
  path: string;
  /** Median over the runs, 0–100. */
  scores: Record<Category, number>;
  targets: Targets;
  runs: Record<Category, number>[];
  /** Lighthouse's measure of this machine's speed in each run (a quiet laptop is ~1,500+). */
  benchmarkIndex: number[];
  /** Each budgeted metric's median over the runs (Lighthouse's numericValue) and its budget. */
  budgets: { metric: string; value: number; budget: number }[];
  /** From the median-performance run: its metrics and the audits that cost points. */
  metrics: string[];
  failing: string[];
  /** The Largest Contentful Paint element of the median-performance run. */
  lcpElement: string;
};

/**
 * How Lighthouse slows the page to the phone's speed: "simulate", its default, times the page
 * unthrottled and models the slowdown (each task taking `cpuSlowdown` times as long, slow 4G's
 * round trips and bandwidth), the mid tier's (issue 9's budgets were set so); "devtools"
 * applies them while the page loads, as DevTools' CPU throttling does at the rate its
 * calibration finds, the low tier's (docs/decisions/0071).
 */
export type Throttling = "simulate" | "devtools";

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
    // Chromium's helper processes may still be writing to the profile for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
        return;
      } catch (error) {
        if (attempt === 5) return console.warn(`could not remove ${profile}: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
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

type Details = { type?: string; items?: unknown[] };
type NodeValue = { type: "node"; selector?: string; snippet?: string };

/** The page elements an audit's details name (a node may sit in an item or in its sub-items). */
function nodes(details: unknown): NodeValue[] {
  const found: NodeValue[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 4) return;
    if ((value as { type?: string }).type === "node") found.push(value as NodeValue);
    else for (const v of Object.values(value)) visit(v, depth + 1);
  };
  visit((details as Details | undefined)?.items, 0);
  return found;
}

const describe = (n: NodeValue) => `${n.selector ?? "?"} ${n.snippet ?? ""}`.trim();

/** Audits that count towards a category and did not get full marks, with their ids. */
function failingAudits(lhr: Result): string[] {
  const out: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (c === "performance" && METRICS.includes(ref.id)) continue;
      out.push(`${c}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ""}`.trim());
      for (const n of nodes(audit.details).slice(0, 5)) out.push(`    at ${describe(n)}`);
    }
  }
  return out;
}

/** Every URL the page requested, as Lighthouse recorded them. */
const requested = (lhr: Result): string[] =>
  (
    ((lhr.audits["network-requests"]?.details as Details | undefined)?.items ?? []) as {
      url?: string;
    }[]
  ).flatMap((item) => (item.url ? [item.url] : []));

/** Throws when a run did not measure the page it was asked for (redirected, or not drawn yet). */
function checkMeasured(lhr: Result, baseUrl: string, page: LighthousePage) {
  const landed = lhr.finalDisplayedUrl.replace(baseUrl, "");
  if (landed !== page.path) throw new Error(`Lighthouse on ${page.path} ended on ${landed}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
  const urls = requested(lhr);
  for (const file of page.mustLoad ?? []) {
    if (!urls.includes(`${baseUrl}/${file}`)) {
      throw new Error(`Lighthouse on ${page.path} stopped before the page loaded ${file}`);
    }
  }
}

/**
 * Empties the origin's storage and caches (as Lighthouse does before each run) and puts
 * `progress` on the device, from a page that registers no service worker.
 */
async function prepareDevice(port: number, baseUrl: string, progress: unknown) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${baseUrl}/api/health`);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", { origin: baseUrl, storageTypes: "all" });
  await seedDeviceProgress(page, progress);
  await page.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Each run's full report as `<page>-<run>.json` in saveDir, when given (open it in the viewer),
 * and the trace it was computed from as `<page>-<run>.trace.json` (open it in DevTools).
 */
export async function lighthouseScores(
  baseUrl: string,
  pages: LighthousePage[],
  runs: number,
  /** Lighthouse's CPU slowdown, calibrated to the host (calibrate.ts). */
  cpuSlowdown: number,
  throttling: Throttling,
  saveDir?: string,
): Promise<PageScores[]> {
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const results: PageScores[] = [];
  for (const page of pages) {
    // A browser of its own for each page: one kept for every page ran the later pages 2.5 to
    // 3.5 times slower (docs/performance-log.md), so a page's score depended on its place in the
    // list.
    const chromium = await launchChromium();
    try {
      const { path } = page;
      const lhrs: Result[] = [];
      const measure = async () => {
        if (page.progress) await prepareDevice(chromium.port, baseUrl, page.progress);
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          disableStorageReset: Boolean(page.progress),
          throttlingMethod: throttling,
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        return result;
      };
      for (let i = 0; i < runs; i++) {
        let result = await measure();
        // A trace Lighthouse failed to record measured nothing; its own advice is to run again.
        for (
          let again = 1;
          result.lhr.runtimeError?.code === "NO_NAVSTART" && again <= 2;
          again++
        ) {
          console.log(`  ${path}: run ${i + 1} recorded no trace (NO_NAVSTART), run again`);
          result = await measure();
        }
        if (saveDir) {
          const name = path.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "home";
          writeFileSync(join(saveDir, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
          const trace = (result.artifacts as { Trace?: unknown }).Trace;
          writeFileSync(join(saveDir, `${name}-${i + 1}.trace.json`), JSON.stringify(trace));
        }
        checkMeasured(result.lhr, baseUrl, page);
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
        targets: page.targets,
        budgets: page.metricBudgets.map(({ metric, budget }) => ({
          metric,
          budget,
          value: median(
            lhrs.map((l) => l.audits[metric]?.numericValue ?? Number.POSITIVE_INFINITY),
          ),
        })),
        benchmarkIndex: lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
        metrics: METRICS.map((id) => {
          const audit = typical.audits[id];
          return `${id} ${audit?.displayValue ?? "?"} (${audit?.score ?? "?"})`;
        }),
        failing: failingAudits(typical),
        lcpElement: nodes(typical.audits["largest-contentful-paint-element"]?.details)
          .map(describe)
          .join(", "),
      });
    } finally {
      await chromium.stop();
    }
  }
  return results;
}
