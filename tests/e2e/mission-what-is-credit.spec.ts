import { expect, test } from "@playwright/test";
import { LINKS } from "../../src/core/content/links";
import { mission } from "../../src/core/content/missions/what-is-credit";
import { expectMissionPassesAxe, playMission, slideInView } from "./mission-helpers";

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

test("a visitor plays What is credit by touch on a phone, from its first page to 'Mission accomplished!'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await playMission(page, mission, "tap");
  await page.getByRole("link", { name: /Mission accomplished!/ }).tap();
  await expect(page).toHaveURL(/\/missions$/);
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("a visitor plays What is credit by keyboard alone, to 'Mission accomplished!'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await playMission(page, mission, "keyboard");
    await page.getByRole("link", { name: /Mission accomplished!/ }).press("Enter");
    await expect(page).toHaveURL(/\/missions$/);
  });
});

test("every page of What is credit and each of its dialogs pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await expectMissionPassesAxe(page, mission);
});

test("the credit score page links to each credit bureau's site, in a new tab and said to leave the app", async ({
  page,
}) => {
  const index = mission.pages.findIndex((p) => p.title === "Your credit score");
  await page.goto(`/mission/${mission.slug}/${index}`);
  const slide = slideInView(page, mission, index);
  for (const { href, site } of [LINKS.centrix, LINKS.equifax, LINKS.illion]) {
    const bureau = slide.getByRole("link", {
      name: `${site} (leaves the app: ${site} website, new tab)`,
    });
    await expect(bureau).toHaveAttribute("href", href);
    await expect(bureau).toHaveAttribute("target", "_blank");
  }
});
