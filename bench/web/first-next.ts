// Issue 21, point 8: the first Next after opening a mission, on a low-tier phone, responds within
// 200 ms, INP-style: from the tap to the next frame drawn after its handlers (the Event Timing
// API's duration, which Chromium gives in steps of 8 ms), the longest event of the interaction.
import { CATALOGUE } from "../../src/core/content/catalogue";
import { appTakenOver } from "../../tests/e2e/helpers";
import { onThrottledPages } from "./throttled-pages";

export const RESPONSE_BUDGET_MS = 200;

/** The missions a visitor can open, each from its first page. */
const PATHS_TO_OPEN = CATALOGUE.filter((m) => m.open).map((m) => `/mission/${m.slug}/0`);

export type Response = { path: string; ms: number };

/** In the page: every event's duration, kept by interaction. */
function observeEvents() {
  const longest = new Map<number, number>();
  new PerformanceObserver((list) => {
    // TypeScript's DOM types lack Event Timing's interactionId (Chromium has it since 96).
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId: number;
    })[]) {
      if (!entry.interactionId) continue;
      longest.set(
        entry.interactionId,
        Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  Object.assign(window, { interactions: longest });
}

/** Opens each open mission as a first visit, slows the CPU, taps Next once and times it. */
export function firstNextResponse(baseUrl: string, slowdown: number): Promise<Response[]> {
  return onThrottledPages(
    baseUrl,
    PATHS_TO_OPEN,
    slowdown,
    async (page, path) => {
      await page.evaluate(observeEvents);
      await page.getByRole("button", { name: "Next page", exact: true }).tap();
      await page.waitForURL(/\/1$/);
      await page.waitForTimeout(1000); // the frame after the tap, and the observer's report
      const ms = await page.evaluate(() =>
        Math.max(
          0,
          ...(window as unknown as { interactions: Map<number, number> }).interactions.values(),
        ),
      );
      return { path, ms };
    },
    appTakenOver,
  );
}
