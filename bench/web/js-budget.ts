// (1) The JavaScript a phone downloads on a first visit to /explorer, gzipped, against the
// 110 kB budget; and every chunk of the build with its gzip size.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/local-server";

export const FIRST_VISIT_BUDGET_KB = 110;

/** gzip -9 of the body: the server sends files uncompressed, so we compress them ourselves. */
export const gzipKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1000;

export type Row = { file: string; rawKb: number; gzipKb: number };

const short = (url: string) => new URL(url).pathname;

/**
 * Loads /explorer in a fresh phone-sized context and keeps every JavaScript response the page
 * asks for, including the service-worker registration chunk loaded once the page is idle.
 * The service worker's own background precache of other chunks is not the page's and is not
 * counted here (see precacheRows).
 */
export async function firstVisitJs(baseUrl: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await context.newPage();
    const pending: Promise<Row | undefined>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      const isJs = type === "script" || /\.m?js(\?|$)/.test(response.url());
      if (!isJs || !response.ok()) return;
      pending.push(
        response.body().then(
          (body) => ({
            file: short(response.url()),
            rawKb: body.length / 1000,
            gzipKb: gzipKb(body),
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/explorer`, { waitUntil: "networkidle" });
    // The registration chunk waits for an idle moment (at most 4 s).
    await page.waitForTimeout(5000);
    await page.waitForLoadState("networkidle");
    const rows = (await Promise.all(pending)).filter((r): r is Row => r !== undefined);
    return rows.sort((a, b) => b.gzipKb - a.gzipKb);
  } finally {
    await browser.close();
  }
}

/** Every JS chunk of the build, the entry first, then the lazy ones by size. */
export function buildChunks(webRoot: string): { entry: Row[]; lazy: Row[] } {
  const html = readFileSync(join(webRoot, "index.html"), "utf8");
  const entries = new Set(
    [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  const rows = readdirSync(join(webRoot, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => {
      const body = readFileSync(join(webRoot, "assets", f));
      return { file: `assets/${f}`, rawKb: body.length / 1000, gzipKb: gzipKb(body) };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    entry: rows.filter((r) => entries.has(r.file)),
    lazy: rows.filter((r) => !entries.has(r.file)),
  };
}

/** What the service worker downloads in the background after the first visit. */
export function precacheKb(webRoot: string): { entries: number; rawKb: number; gzipKb: number } {
  const sw = readFileSync(join(webRoot, "sw.js"), "utf8");
  const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const body = readFileSync(join(webRoot, url));
    raw += body.length / 1000;
    gz += gzipKb(body);
  }
  return { entries: urls.length, rawKb: raw, gzipKb: gz };
}
