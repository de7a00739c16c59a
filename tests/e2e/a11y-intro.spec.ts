import { expect } from "@playwright/test";
import { appTakenOver } from "./helpers";
import { test } from "./fixtures";

test("the intro's rocket and flame stop moving within 5 seconds", async ({ page }) => {
  await page.goto("/");
  await appTakenOver(page);
  const ends = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest("svg"))
      .map((a) => a.effect!.getComputedTiming().endTime),
  );
  expect(ends.length).toBeGreaterThan(1);
  for (const end of ends) expect(end).toBeLessThanOrEqual(5000);
});

for (const width of [320, 360]) {
  test(`at ${width} px "Skip intro" sits clear of the heading`, async ({ page }) => {
    await page.setViewportSize({ width, height: 568 });
    await page.goto("/");
    const skip = await page.getByRole("link", { name: "Skip intro" }).boundingBox();
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(skip!.y + skip!.height).toBeLessThanOrEqual(heading!.y);
  });
}
