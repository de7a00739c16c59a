// Issue 21, point 8: the tap's floor. The first Next is timed exactly as first-next.ts times the
// app's, on two bare pages built here: a page of text with Next in a bar at its foot, once with no
// framework and once in React 19. What they take at the same slowdown is what any page takes
// (the browser's tap pipeline) and what React's event system adds; the app's first Next less the
// React page's is the app's own share.
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { startWebServer } from "../../tests/support/local-server";
import { buildWeb } from "./build";
import { medianTap, TAP_RUNS, timeTap, type Tap } from "./responses";
import { runsOnThrottledPages } from "./throttled-pages";

const FLOOR_PAGES = { "no framework": "/", "React 19": "/?react" } as const;

async function tapNext(page: Page): Promise<Tap> {
  return timeTap(page, page.getByRole("button", { name: "Next" }), () =>
    page.getByRole("heading", { name: "Page 2" }).waitFor(),
  );
}

/** Each floor page's first Next, the median of TAP_RUNS fresh loads, at `slowdown`. */
export async function floorResponses(
  slowdown: number,
): Promise<{ page: string; response: ReturnType<typeof medianTap> }[]> {
  const root = buildWeb(resolve(import.meta.dirname, "floor"));
  const server = await startWebServer(root);
  try {
    const byPage = await runsOnThrottledPages(
      TAP_RUNS,
      server.url,
      Object.values(FLOOR_PAGES),
      slowdown,
      tapNext,
      (page) => page.getByRole("heading", { name: "Page 1" }).waitFor(),
    );
    return Object.keys(FLOOR_PAGES).map((name, i) => ({
      page: name,
      response: medianTap(byPage[i]!),
    }));
  } finally {
    server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
