// Issue 21, point 8: how long a tap takes to answer on a low-tier phone, INP-style: from the
// touch to the next frame drawn after its handlers (the Event Timing API's duration, which
// Chromium gives in steps of 8 ms), the longest event of the interaction; and, as INP's own
// breakdown does, where that event's time went: waiting for the main thread (input delay), its
// handlers (processing) and drawing the frame after them (presentation delay).
import type { Locator, Page } from "@playwright/test";

export const RESPONSE_BUDGET_MS = 200;

/**
 * Each tap is timed on this many fresh page loads and judged by the median, as Lighthouse's
 * figures are: one tap on this shared host ranged from 80 to 216 ms (decision 0065).
 */
export const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3);

/** The median of a tap's runs, and the runs, for the report: "136 ms (128, 136, 208)". */
export function medianOfRuns(runs: number[]): { ms: number; runs: string } {
  const sorted = [...runs].sort((a, b) => a - b);
  return { ms: sorted[Math.floor(sorted.length / 2)]!, runs: runs.join(", ") };
}

type Phases = { waiting: number; handlers: number; drawing: number };
export type Tap = { ms: number; phases: Phases };

/** The median of a tap's runs, and where the median run's time went. */
export function medianTap(taps: Tap[]): ReturnType<typeof medianOfRuns> & { phases: string } {
  const median = medianOfRuns(taps.map((t) => t.ms));
  const { waiting, handlers, drawing } = taps.find((t) => t.ms === median.ms)!.phases;
  return { ...median, phases: `waiting ${waiting}, handlers ${handlers}, drawing ${drawing}` };
}

/** In the page: each interaction's longest event, in `window.interactions`. */
function observeEvents() {
  const longest = new Map<number, PerformanceEventTiming>();
  new PerformanceObserver((list) => {
    // TypeScript's DOM types lack Event Timing's interactionId (Chromium has it since 96).
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId: number;
    })[]) {
      const before = longest.get(entry.interactionId);
      if (entry.interactionId && (!before || entry.duration > before.duration)) {
        longest.set(entry.interactionId, entry);
      }
    }
  }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  Object.assign(window, { interactions: longest });
}

/** In the page: the longest event of every interaction seen, split into INP's three phases. */
function longestTap(): Tap {
  const entries = [
    ...(
      window as unknown as { interactions: Map<number, PerformanceEventTiming> }
    ).interactions.values(),
  ];
  const e = entries.sort((a, b) => b.duration - a.duration)[0];
  if (!e) return { ms: 0, phases: { waiting: 0, handlers: 0, drawing: 0 } };
  const waiting = Math.round(e.processingStart - e.startTime);
  const handlers = Math.round(e.processingEnd - e.processingStart);
  const drawing = Math.max(0, Math.round(e.duration) - waiting - handlers);
  return { ms: e.duration, phases: { waiting, handlers, drawing } };
}

/** Where in its box a tap lands, in px from the box's left edge; the middle when not given. */
type At = (box: { width: number; height: number }) => number;

/**
 * Taps `target` with a touch sent straight to the browser, as a finger does. A locator's own
 * tap() first sets listeners on the page to check what it hits, and their work (a forced layout,
 * slowed with the rest) would be timed as the app's.
 */
async function touch(page: Page, target: Locator, at: At) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not on screen to tap`);
  await page.touchscreen.tap(box.x + at(box), box.y + box.height / 2);
}

/**
 * Taps `target` and answers the longest interaction seen once `answered` resolves (the app has
 * shown its answer) and a second more has passed (the frame after, and the observer's report).
 */
export async function timeTap(
  page: Page,
  target: Locator,
  answered: () => Promise<unknown>,
  at: At = (box) => box.width / 2,
): Promise<Tap> {
  await page.evaluate(observeEvents);
  await touch(page, target, at);
  await answered();
  await page.waitForTimeout(1000);
  return page.evaluate(longestTap);
}
