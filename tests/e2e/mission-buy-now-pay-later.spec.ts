import { expect, test } from "@playwright/test";
import { mission } from "../../src/core/content/missions/buy-now-pay-later";
import { expectMissionPassesAxe, playMission } from "./mission-helpers";

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

test("a visitor plays Buy now pay later by touch on a phone, from its first page to 'Mission accomplished!'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await playMission(page, mission, "tap");
  await page.getByRole("link", { name: /Mission accomplished!/ }).tap();
  await expect(page).toHaveURL(/\/missions$/);
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("a visitor plays Buy now pay later by keyboard alone, to 'Mission accomplished!'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await playMission(page, mission, "keyboard");
    await page.getByRole("link", { name: /Mission accomplished!/ }).press("Enter");
    await expect(page).toHaveURL(/\/missions$/);
  });
});

test("every page of Buy now pay later and each of its dialogs pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await expectMissionPassesAxe(page, mission);
});
