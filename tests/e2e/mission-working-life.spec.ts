import { expect, test, type Page } from "@playwright/test";
import { catalogueRow } from "../../src/core/content/catalogue";
import { money, PAYSLIP, PAYSLIP_SAYS } from "../../src/core/content/examples/working-life-payslip";
import { mission } from "../../src/core/content/missions/working-life";
import { expectNoAxeViolations, seedDeviceProgress } from "./helpers";
import { expectMissionPassesAxe, playMission, slideInView } from "./mission-helpers";

const topicPage = "/missions/life-after-school";
const tile = (page: Page) => page.getByRole("link", { name: new RegExp(`^${mission.title}`) });
const quizzes = mission.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : []));
const payslipPage = mission.pages.findIndex((p) => p.kind === "hotspots");

/** Every page of Student loans (m3) seen on this device: completing it unlocks Working life. */
const studentLoansDone = () => ({
  m3: { pages: [...Array(catalogueRow("m3").total).keys()], tags: [] },
});
async function finishStudentLoans(page: Page, workingLife = { pages: [], tags: [] as string[] }) {
  await seedDeviceProgress(page, { ...studentLoansDone(), [mission.uid]: workingLife });
}

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

test("Working life is locked until Student loans is done, then a visitor plays it by touch to 'Mission accomplished!'", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(topicPage);
  await expect(page.getByText(`${mission.title}Locked.`)).toBeVisible();
  await expect(tile(page)).toHaveCount(0);

  await finishStudentLoans(page);
  await page.goto(topicPage);
  await expect(tile(page)).toHaveAttribute("href", `/mission/${mission.slug}`);

  await playMission(page, mission, "tap");
  await page.getByRole("link", { name: /Mission accomplished!/ }).tap();
  await expect(page).toHaveURL(/\/missions$/);
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("a visitor plays Working life by keyboard alone, to 'Mission accomplished!'", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto("/explorer");
    await finishStudentLoans(page);
    await playMission(page, mission, "keyboard");
    await page.getByRole("link", { name: /Mission accomplished!/ }).press("Enter");
    await expect(page).toHaveURL(/\/missions$/);
  });
});

test("on a 360-pixel phone each payslip hotspot is at least 44 × 44 px and opens its part, numbers and all, for a screen reader", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/explorer");
  await finishStudentLoans(page, { pages: [], tags: quizzes });
  await page.goto(`/mission/${mission.slug}/${payslipPage}`);
  const slide = slideInView(page, mission, payslipPage);
  const alt = await slide
    .getByRole("img", { name: /Kiri Walker's payslip/ })
    .getAttribute("aria-label");
  expect(alt).toContain(`Net pay: ${money(PAYSLIP.week.net)}.`);
  for (const says of Object.values(PAYSLIP_SAYS)) expect(alt).toContain(says);
  await expectNoAxeViolations(page);

  const page9 = mission.pages[payslipPage];
  if (page9?.kind !== "hotspots") throw new Error("no payslip page");
  expect(page9.hotspots).toHaveLength(5);
  for (const spot of page9.hotspots) {
    const button = slide.getByRole("button", { name: new RegExp(`^${spot.label}`) });
    const box = await button.boundingBox();
    expect(box?.width, spot.label).toBeGreaterThanOrEqual(44);
    expect(box?.height, spot.label).toBeGreaterThanOrEqual(44);
    await button.tap();
    const dialog = page.getByRole("dialog", { name: spot.label });
    await expect(dialog).toBeVisible();
    const says = PAYSLIP_SAYS[spot.dialog as keyof typeof PAYSLIP_SAYS];
    expect(await dialog.getByRole("img").getAttribute("aria-label")).toContain(says);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(button).toHaveAccessibleName(`${spot.label} (opened)`);
  }
});

test("every page of Working life and each of its dialogs pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await expectMissionPassesAxe(page, mission, { unlocked: studentLoansDone() });
});
