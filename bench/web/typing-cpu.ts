/**
 * The main thread's own CPU time for each key typed into a calculator, read from a Chromium
 * trace (thread time, not wall time): what a key costs when the host is too loaded for
 * tools-typing.ts's wall-clock figures to mean anything. For comparing builds, not a budget.
 *   npx tsx bench/web/typing-cpu.ts <web build> [slowdown, default 1]
 */
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { startWebServer } from "../../tests/support/local-server";
import { onThrottledPages } from "./throttled-pages";
import { median, TYPING_PAGES } from "./tools-typing";

const KEYS = 40;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur: number;
  tts: number;
  tdur: number;
  tid: number;
  args: { data?: { type?: string } };
};

/** Per key, ms of thread time: the key's task up to the end of its `input` event, and in all. */
function perKey(events: TraceEvent[]) {
  const keyThread = events.find(
    (e) => e.name === "EventDispatch" && e.args.data?.type === "keydown",
  )!.tid;
  const main = events.filter((e) => e.ph === "X" && e.tid === keyThread);
  main.sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((e) => e.name === "RunTask");
  const dispatched = (type: string) =>
    main.filter((e) => e.name === "EventDispatch" && e.args.data?.type === type);
  const inputs = dispatched("input");
  return dispatched("keydown").flatMap((down) => {
    const task = tasks.find((t) => t.ts <= down.ts && down.ts <= t.ts + t.dur);
    const input = inputs.find((e) => task && e.ts >= task.ts && e.ts <= task.ts + task.dur);
    if (!task || !input) return [];
    return [{ toAnswer: (input.tts + input.tdur - task.tts) / 1000, task: task.tdur / 1000 }];
  });
}

async function typeTraced(page: Page, field: string) {
  const file = join(tmpdir(), `typing-cpu-${process.pid}.json`);
  await page.getByRole("region", { name: "Your answer" }).waitFor();
  await page.getByLabel(field, { exact: true }).click();
  await page.keyboard.press("End");
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    path: file,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(i % 2 === 0 ? "1" : "Backspace");
    await page.waitForTimeout(250);
  }
  await browser.stopTracing();
  const keys = perKey(JSON.parse(readFileSync(file, "utf8")).traceEvents);
  rmSync(file);
  return keys;
}

const [webRoot, slowdown = "1"] = process.argv.slice(2);
if (!webRoot) throw new Error("usage: typing-cpu.ts <web build> [slowdown]");
const server = await startWebServer(webRoot);
try {
  const results = await onThrottledPages(
    server.url,
    TYPING_PAGES.map((t) => t.path),
    Number(slowdown),
    (page, path) => typeTraced(page, TYPING_PAGES.find((t) => t.path === path)!.field),
  );
  results.forEach((keys, i) => {
    console.log(
      `${TYPING_PAGES[i]!.path}: CPU ms per key at ${slowdown}×, median of ${keys.length}: ` +
        `to the answer ${median(keys.map((k) => k.toAnswer)).toFixed(2)}, ` +
        `the key's whole task ${median(keys.map((k) => k.task)).toFixed(2)}`,
    );
  });
} finally {
  server.stop();
}
