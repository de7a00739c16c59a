import { expect, test, type Page } from "@playwright/test";
import { formatFigure } from "../../src/core/content/figures";
import { mission } from "../../src/core/content/missions/impact-of-savings";
import { mission as unnecessarySpending } from "../../src/core/content/missions/awareness-of-unnecessary-spending";
import { expectMissionPassesAxe, playMission, slideInView } from "./mission-helpers";

const budgeting = "/missions/budgeting";
const spendingTile = (page: Page) =>
  page.getByRole("link", { name: new RegExp(`^${unnecessarySpending.title}`) });

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

test("a visitor plays Impact of savings by touch to 'Mission accomplished!', which unlocks Unnecessary spending on its topic page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(budgeting);
  await expect(page.getByText(`${unnecessarySpending.title}Locked.`)).toBeVisible();
  await expect(spendingTile(page)).toHaveCount(0);

  await playMission(page, mission, "tap");
  await page.getByRole("link", { name: /Mission accomplished!/ }).tap();
  await expect(page).toHaveURL(/\/missions$/);

  await page.goto(budgeting);
  await expect(page.getByText(`${unnecessarySpending.title}Locked.`)).toHaveCount(0);
  await spendingTile(page).tap();
  await expect(page).toHaveURL(new RegExp(`/mission/${unnecessarySpending.slug}(/0)?$`));
  await expect(
    slideInView(page, unnecessarySpending, 0).getByRole("heading", { level: 2 }),
  ).toHaveText(unnecessarySpending.pages[0]!.title);
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("a visitor plays Impact of savings by keyboard alone, to 'Mission accomplished!'", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await playMission(page, mission, "keyboard");
    await page.getByRole("link", { name: /Mission accomplished!/ }).press("Enter");
    await expect(page).toHaveURL(/\/missions$/);
  });
});

test("every page of Impact of savings and each of its dialogs pass axe, and 'Why save?' shows the worked compound interest", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await expectMissionPassesAxe(page, mission, {
    onPage: async (slide, p) => {
      if (p.kind !== "table") return;
      // $1,000 at an example 2% for 10 years: $1,200 simple, $1,218.99 compounding yearly.
      const tenYears = slide.getByRole("row", { name: /^After 10 years/ });
      await expect(tenYears).toContainText(formatFigure("exampleSimpleYear10"));
      await expect(tenYears).toContainText("$1,218.99");
    },
  });
});
