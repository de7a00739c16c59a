import { expect, type Page } from "@playwright/test";
import { TOPICS } from "../../src/core/content/topics";
import { appTakenOver, seedDeviceProgress, settle, signUpByApi } from "./helpers";
import { quizIds, slideInView, WRITTEN } from "./mission-helpers";
import { test } from "./fixtures";

type Box = { name: string; left: number; top: number; right: number; bottom: number };

/** The pairs of boxes that overlap, by name. */
function overlapping(boxes: Box[]): string[] {
  return boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.name} × ${b.name}`),
  );
}

/** Every topic name on Home, with its box. */
const names = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main a")]
      .filter((a) => a.checkVisibility() && (a.textContent ?? "").trim() !== "")
      .map((a) => {
        const { left, top, right, bottom } = a.getBoundingClientRect();
        return { name: a.textContent!.trim(), left, top, right, bottom };
      }),
  );

/** Moves every orbit to the same moment of its cycle, in seconds. */
const orbitsAt = (page: Page, seconds: number) =>
  page.evaluate((ms) => {
    for (const a of document.getAnimations()) {
      if (a.effect?.getComputedTiming().iterations !== Infinity) continue;
      a.pause();
      a.currentTime = ms;
    }
  }, seconds * 1000);

/** Moments across the longest orbit's cycle (420 s), where planets pass each other. */
const MOMENTS = Array.from({ length: 15 }, (_, i) => i * 29);

for (const { width, height } of [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 1366, height: 768 },
]) {
  test.describe(`Home at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("no topic's name and progress overlaps another's, at any moment of the orbits", async ({
      page,
    }) => {
      await signUpByApi(page); // with progress words under each name, the labels' most
      await page.goto("/explorer");
      await appTakenOver(page);
      await expect(page.getByText("0% done")).toHaveCount(TOPICS.length);
      const seen: string[] = [];
      for (const moment of MOMENTS) {
        await orbitsAt(page, moment);
        const boxes = await names(page);
        expect(boxes.map((b) => b.name.replace(/\d+% done$/, ""))).toEqual(
          TOPICS.map((t) => t.title),
        );
        seen.push(...overlapping(boxes).map((o) => `${moment} s: ${o}`));
      }
      expect(seen).toEqual([]);
    });
  });
}

test("with reduced motion the planets stand still and the names stay apart", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/explorer");
  await appTakenOver(page);
  const running = await page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
        .filter((a) => a.playState === "running").length,
  );
  expect(running).toBe(0);
  expect(overlapping(await names(page))).toEqual([]);
});

/** Every mission's pages with planets on them. */
const PLANET_PAGES = WRITTEN.flatMap((mission) =>
  mission.pages.flatMap((p, index) => (p.kind === "planets" ? [{ mission, index }] : [])),
);

for (const width of [320, 360]) {
  test(`at ${width} px no two planets on a mission page overlap, label and picture included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 640 });
    await page.goto("/explorer");
    const all = WRITTEN.map((m) => [m.uid, { pages: [...m.pages.keys()], tags: quizIds(m) }]);
    await seedDeviceProgress(page, Object.fromEntries(all));
    expect(PLANET_PAGES.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    for (const { mission, index } of PLANET_PAGES) {
      await page.goto(`/mission/${mission.slug}/${index}`);
      await appTakenOver(page);
      const slide = slideInView(page, mission, index);
      await expect(slide.getByRole("button").first()).toBeVisible();
      await settle(page);
      // A button's drawn extent: its own box and everything in it (a label may stick out).
      const boxes = await slide.getByRole("button").evaluateAll((buttons) =>
        buttons.map((b) => {
          const parts = [b, ...b.querySelectorAll("*")]
            .filter((e) => !e.closest(".visually-hidden"))
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.height > 0);
          return {
            name: (b.textContent ?? "").trim(),
            left: Math.min(...parts.map((r) => r.left)),
            top: Math.min(...parts.map((r) => r.top)),
            right: Math.max(...parts.map((r) => r.right)),
            bottom: Math.max(...parts.map((r) => r.bottom)),
          };
        }),
      );
      seen.push(...overlapping(boxes).map((o) => `${mission.slug} page ${index + 1}: ${o}`));
    }
    expect(seen).toEqual([]);
  });
}
