// (3) Typing in a calculator at 4× slower CPU (issue 12, point 9): the answer in words must be
// on screen in the first frame after each key. Measured here, never in a timed test.
import type { Page } from "@playwright/test";
import { onThrottledPages } from "./throttled-pages";

/** One frame at 60 Hz, in ms. */
export const FRAME_MS = 1000 / 60;
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const KEYS = 20;

/** Each calculator, the field typed into, and the text it holds at the start. */
export const TYPING_PAGES = [
  { path: "/tools/repayment-calculator", field: "How much you borrow" },
  { path: "/tools/savings-calculator", field: "Regular deposit" },
] as const;

export type Typing = {
  path: string;
  /** Key down to the answer's words changing in the page (ms), one per key. */
  update: number[];
  /** Key down to the first frame drawn after it (ms): a task queued from that frame's rAF. */
  paint: number[];
  /** Keys after which the answer had not changed by the next frame. */
  late: number;
};

/** In the page: times each key from keydown to the answer changing and to the next frame. */
function instrument() {
  type Sample = { down: number; update?: number; paint?: number; painted?: string };
  const samples: Sample[] = [];
  const region = [...document.querySelectorAll("section")].find((s) =>
    s.querySelector("h2")?.textContent?.startsWith("Your answer"),
  );
  if (!region) throw new Error("no answer region");
  new MutationObserver(() => {
    const last = samples.at(-1);
    if (last && last.update === undefined) last.update = performance.now() - last.down;
  }).observe(region, { subtree: true, childList: true, characterData: true });
  addEventListener(
    "keydown",
    (event) => {
      const sample: Sample = { down: event.timeStamp };
      samples.push(sample);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          sample.paint = performance.now() - sample.down;
          sample.painted = sample.update === undefined ? "before" : "with";
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  Object.assign(window, { typingSamples: samples });
}

async function typeAndTime(page: Page, path: string, field: string): Promise<Typing> {
  await page.getByRole("region", { name: "Your answer" }).waitFor();
  await page.getByLabel(field, { exact: true }).click();
  await page.keyboard.press("End");
  await page.evaluate(instrument);
  for (let i = 0; i < KEYS; i++) {
    // 1 then Backspace: every key changes the amount, so every key changes the answer.
    await page.keyboard.press(i % 2 === 0 ? "1" : "Backspace");
    await page.waitForTimeout(250);
  }
  const samples = await page.evaluate(
    () =>
      (
        window as unknown as {
          typingSamples: { update?: number; paint?: number; painted?: string }[];
        }
      ).typingSamples,
  );
  return {
    path,
    update: samples.map((s) => s.update ?? Number.POSITIVE_INFINITY),
    paint: samples.map((s) => s.paint ?? Number.POSITIVE_INFINITY),
    late: samples.filter((s) => s.painted !== "with").length,
  };
}

/** Types into each calculator on a phone-sized page with the CPU slowed 4× through CDP. */
export function typingLatency(baseUrl: string): Promise<Typing[]> {
  return onThrottledPages(
    baseUrl,
    TYPING_PAGES.map((t) => t.path),
    CPU_SLOWDOWN,
    (page, path) => typeAndTime(page, path, TYPING_PAGES.find((t) => t.path === path)!.field),
  );
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
