// Issue 21, point 8: the first Next after opening a mission, on a low-tier phone, responds within
// 200 ms, INP-style (responses.ts). Printed beside it, not budgeted: the time until the frame that
// first draws the new page.
import type { Page } from "@playwright/test";
import { CATALOGUE } from "../../src/core/content/catalogue";
import { appTakenOver, settle } from "../../tests/e2e/helpers";
import { medianOfRuns, medianTap, TAP_RUNS, timeTap } from "./responses";
import { runsOnThrottledPages } from "./throttled-pages";

/** The missions a visitor can open, each from its first page. */
const PATHS_TO_OPEN = CATALOGUE.filter((m) => m.open).map((m) => `/mission/${m.slug}/0`);

export type Response = {
  path: string;
  response: ReturnType<typeof medianTap>;
  drawn: ReturnType<typeof medianOfRuns>;
};

/**
 * In the page: ms from the tap's touch to the end of the first frame that draws page `page`
 * (its slide no longer inert, with its content). A frame's work follows its animation-frame
 * callbacks, so a message posted from the callback that sees the page arrives after that frame.
 * No named functions inside: tsx would wrap them in a helper the page does not have.
 */
function observeDrawn(page: number) {
  const seen = { tapped: 0 };
  addEventListener("pointerdown", (event) => void (seen.tapped = event.timeStamp), true);
  void (async () => {
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const slide = document.querySelector(`[data-page="${page}"]`)?.parentElement;
      if (seen.tapped && slide && !slide.inert && slide.childElementCount > 0) break;
    }
    await new Promise((resolve) => {
      const after = new MessageChannel();
      after.port1.onmessage = resolve;
      after.port2.postMessage(null);
    });
    Object.assign(window, { drawn: Math.round(performance.now() - seen.tapped) });
  })();
}

/** Taps Next once; the response and when the new page was drawn. */
async function tapNext(page: Page) {
  await page.evaluate(observeDrawn, 1);
  const tap = await timeTap(
    page,
    page.getByRole("button", { name: "Next page", exact: true }),
    async () => {
      await page.waitForURL(/\/1$/);
      await page.waitForFunction(() => "drawn" in window);
    },
  );
  const drawnMs = await page.evaluate(() => (window as unknown as { drawn: number }).drawn);
  return { tap, drawnMs };
}

/** The page as a student first taps it: the app has taken over, its entrance has played out. */
async function atRest(page: Page) {
  await appTakenOver(page);
  await settle(page);
}

/**
 * Opens each open mission as a first visit, slows the CPU once the page is at rest, taps Next
 * once and times it; TAP_RUNS times over, each time in a fresh context.
 */
export async function firstNextResponse(baseUrl: string, slowdown: number): Promise<Response[]> {
  const byPath = await runsOnThrottledPages(
    TAP_RUNS,
    baseUrl,
    PATHS_TO_OPEN,
    slowdown,
    tapNext,
    atRest,
  );
  return PATHS_TO_OPEN.map((path, i) => ({
    path,
    response: medianTap(byPath[i]!.map((run) => run.tap)),
    drawn: medianOfRuns(byPath[i]!.map((run) => run.drawnMs)),
  }));
}
