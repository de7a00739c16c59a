// Issue 21, point 8: every hands-on piece answers a tap within 200 ms on a low-tier phone,
// INP-style (responses.ts): a sort's bin and its Next card, a question's option, a slider's track.
import { chromium, devices, expect, type Locator, type Page } from "@playwright/test";
import { activitiesOf } from "../../src/core/content/activities/of-mission";
import { SLIDER_MODELS } from "../../src/core/content/activities/slider-models";
import type { Activity } from "../../src/core/content/activities/types";
import type { Mission } from "../../src/core/content/schema";
import { loadMissions } from "../../src/server/missions";
import { appTakenOver, seedDeviceProgress, settle } from "../../tests/e2e/helpers";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/local-server";
import { finishedEverything } from "./pages";
import { medianTap, TAP_RUNS, timeTap, type Tap } from "./responses";

export type PieceResponse = {
  piece: string;
  path: string;
  /**
   * The first piece tapped in its mission's fresh browser context, whose scripts run there for
   * the first time; a later piece's page runs them again, from the browser's caches.
   */
  cold: boolean;
  taps: ({ what: string } & ReturnType<typeof medianTap>)[];
};

/** Taps the first things a student taps in the piece, each timed. */
async function playTimed(page: Page, piece: Locator, activity: Activity) {
  const verdict = piece.getByRole("status");
  if (activity.kind === "sort") {
    const card = activity.cards[0]!;
    const bin = piece.getByRole("button", { name: activity.bins[card.bin]!, exact: true });
    const next = piece.getByRole("button", { name: /^(Next card|See my score)$/ });
    const binTap = await timeTap(page, bin, () => verdict.getByText("Right!").waitFor());
    const nextTap = await timeTap(page, next, () =>
      verdict.getByText("Right!").waitFor({ state: "detached" }),
    );
    return [
      { what: "a bin", tap: binTap },
      { what: "Next card", tap: nextTap },
    ];
  }
  if (activity.kind === "choose") {
    const wrong = (activity.correct + 1) % activity.options.length;
    const option = piece.getByRole("listitem").nth(wrong).getByRole("button");
    return [
      {
        what: "an option",
        tap: await timeTap(page, option, () => verdict.getByText("Not quite.").waitFor()),
      },
    ];
  }
  const model = SLIDER_MODELS[activity.model];
  const slider = piece.getByRole("slider");
  // Near the far end from where it starts: the thumb jumps there.
  const high = model.start <= (model.min + model.max) / 2;
  const moved = () => expect(slider).not.toHaveValue(String(model.start));
  const tap = await timeTap(page, slider, moved, (box) => (high ? box.width - 8 : 8));
  return [{ what: "the slider", tap }];
}

type Timed = Omit<PieceResponse, "taps"> & { taps: { what: string; tap: Tap }[] };

/**
 * Every piece of every mission, each on its own page opened from its address on a Pixel 7 that
 * has finished every mission (so every page opens), tapped once the app has taken the page over
 * and its entrance has played out, as a student reading the piece first finds it; the CPU is
 * slowed `slowdown`× only while the piece is tapped.
 */
async function onePass(baseUrl: string, slowdown: number, missions: Mission[]): Promise<Timed[]> {
  const progress = finishedEverything(missions);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: Timed[] = [];
  try {
    for (const mission of missions) {
      const context = await browser.newContext({ ...devices["Pixel 7"] });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/explorer`);
      await seedDeviceProgress(page, progress);
      const cdp = await context.newCDPSession(page);
      for (const [n, { page: index, activity }] of activitiesOf(mission).entries()) {
        const path = `/mission/${mission.slug}/${index}`;
        await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
        await appTakenOver(page);
        const piece = page.locator(`[data-activity="${activity.id}"]`);
        await piece.waitFor();
        await settle(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
        const taps = await playTimed(page, piece, activity);
        results.push({ piece: activity.id, path, cold: n === 0, taps });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      }
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Every piece's first taps, each the median of TAP_RUNS passes. */
export async function handsOnResponses(
  baseUrl: string,
  slowdown: number,
): Promise<PieceResponse[]> {
  const missions = await loadMissions();
  const passes: Timed[][] = [];
  for (let run = 0; run < TAP_RUNS; run++) passes.push(await onePass(baseUrl, slowdown, missions));
  return passes[0]!.map(({ taps, ...piece }, i) => ({
    ...piece,
    taps: taps.map(({ what }, j) => ({
      what,
      ...medianTap(passes.map((pass) => pass[i]!.taps[j]!.tap)),
    })),
  }));
}
