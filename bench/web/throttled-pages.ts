import { chromium, devices, type Page } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/local-server";

/**
 * Opens each path in a fresh Pixel 7 context of one browser, waits for the network to settle,
 * lets `ready` finish what must happen at full speed, slows the CPU `slowdown`× through CDP and
 * measures. One browser for all, a context each, so no page inherits another's caches.
 */
export async function onThrottledPages<R>(
  baseUrl: string,
  paths: readonly string[],
  slowdown: number,
  measure: (page: Page, path: string) => Promise<R>,
  ready: (page: Page) => Promise<void> = async () => {},
): Promise<R[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results: R[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ ...devices["Pixel 7"] });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      await ready(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      results.push(await measure(page, path));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * onThrottledPages `runs` times over, each time in a fresh browser: each path's results, one per
 * run (a tap is judged by the median of several page loads, responses.ts).
 */
export async function runsOnThrottledPages<R>(
  runs: number,
  ...args: Parameters<typeof onThrottledPages<R>>
): Promise<R[][]> {
  const [, paths] = args;
  const byRun: R[][] = [];
  for (let run = 0; run < runs; run++) byRun.push(await onThrottledPages(...args));
  return paths.map((_, i) => byRun.map((results) => results[i]!));
}
