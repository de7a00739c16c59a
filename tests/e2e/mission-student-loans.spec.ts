import { expect, test, type Page } from "@playwright/test";
import { catalogueRow } from "../../src/core/content/catalogue";
import { mission } from "../../src/core/content/missions/student-loans";
import { expectMissionPassesAxe, playMission, slideInView } from "./mission-helpers";

const topicPage = "/missions/life-after-school";
const workingLife = catalogueRow("m6");
const tile = (page: Page, title: string) =>
  page.getByRole("link", { name: new RegExp(`^${title}`) });

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

test("a visitor plays Student loans by touch on a phone to 'Mission accomplished!', which unlocks Working life", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(topicPage);
  await expect(page.getByText(`${workingLife.title}Locked.`)).toBeVisible();
  await tile(page, mission.title).tap();
  await playMission(page, mission, "tap", { open: false });
  await page.getByRole("link", { name: /Mission accomplished!/ }).tap();
  await expect(page).toHaveURL(/\/missions$/);
  await page.goto(topicPage);
  const next = tile(page, workingLife.title);
  await expect(next).toHaveAttribute("href", `/mission/${workingLife.slug}`);
  await next.tap();
  await expect(page).toHaveURL(new RegExp(`/mission/${workingLife.slug}`));
  await expect(page.getByRole("heading", { level: 1, name: workingLife.title })).toBeVisible();
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("a visitor plays Student loans by keyboard alone, to 'Mission accomplished!'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await playMission(page, mission, "keyboard");
    await page.getByRole("link", { name: /Mission accomplished!/ }).press("Enter");
    await expect(page).toHaveURL(/\/missions$/);
  });
});

test("the worked example and the scenarios show today's repayments and payoff times", async ({
  page,
}) => {
  const example = mission.pages.findIndex((p) => p.title === "Paying back your loan: an example");
  await page.goto(`/mission/${mission.slug}/${example}`);
  const sums = slideInView(page, mission, example).getByRole("img");
  // (600 − 464) × 12% = 16.32 a week in a main job; 12% of all of a $100 second job.
  await expect(sums).toHaveAccessibleName(/\$600 − \$464 = \$136, then 12% of \$136 = \$16\.32/);
  await expect(sums).toHaveAccessibleName(/12% of \$100 = \$12\./);
  // $65,760 and $27,000 repaid from $55,000 a year over the $24,128 threshold.
  for (const [index, owing, years] of [
    [example + 1, "$65,760", "17.8"],
    [example + 2, "$27,000", "7.3"],
  ] as const) {
    await page.goto(`/mission/${mission.slug}/${index}`);
    const slide = slideInView(page, mission, index);
    await expect(slide).toContainText(`finishes owing ${owing}`);
    await expect(slide).toContainText(`takes about ${years} years to pay off`);
  }
});

test("every page of Student loans and each of its dialogs pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await expectMissionPassesAxe(page, mission);
});
