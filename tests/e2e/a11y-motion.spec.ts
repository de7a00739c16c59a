import { expect } from "@playwright/test";
import { slideInView, writtenMission } from "./mission-helpers";
import { test } from "./fixtures";

/**
 * Missions whose drawings before the quiz were written with looping parts (a bobbing coin, a
 * swinging tag) and whose pages open one after another with Next alone.
 */
const LOOPING = ["types-of-bank-accounts", "impact-of-savings"];

for (const slug of LOOPING) {
  test(`no part of ${slug}'s drawings moves for more than 5 seconds`, async ({ page }) => {
    test.setTimeout(120_000);
    const mission = writtenMission(slug);
    const seen: number[] = [];
    const tooLong: string[] = [];
    // The pages before the quiz, walked with Next (a page further on opens only once reached).
    const first = mission.pages.findIndex((p) => p.kind === "quiz-launcher");
    await page.goto(`/mission/${slug}/0`);
    for (let index = 0; index < first; index++) {
      if (index > 0) await page.getByRole("button", { name: "Next page", exact: true }).click();
      await expect(slideInView(page, mission, index)).toBeVisible();
      await page.waitForTimeout(300); // the page's drawings start as it comes into view
      const durations = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest("[role=img]"))
          .map((a) => a.effect!.getComputedTiming().activeDuration as number),
      );
      seen.push(...durations);
      tooLong.push(...durations.filter((ms) => ms > 5000).map((ms) => `page ${index}: ${ms} ms`));
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(tooLong).toEqual([]);
  });
}
