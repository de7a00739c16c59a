import { expect, type Locator, type Page } from "@playwright/test";
import { catalogueRow } from "../../src/core/content/catalogue";
import { money, PAYSLIP, PAYSLIP_SAYS } from "../../src/core/content/examples/working-life-payslip";
import { formatFigure } from "../../src/core/content/figures";
import { expectNoAxeViolations, postFromPage, seedDeviceProgress, signUpByApi } from "./helpers";
import { quizIds, slideInView, writtenMission } from "./mission-helpers";
import { addProgress } from "./nav-helpers";
import { test } from "./fixtures";

// What one mission's worked examples and scenarios say on screen: the checks that are about a
// mission's own content. Playing each mission, and axe on it, is mission-every.spec.ts.

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

const allPages = (uid: Parameters<typeof catalogueRow>[0]) => [
  ...Array(catalogueRow(uid).total).keys(),
];

test.describe("Impact of savings", () => {
  const mission = writtenMission("impact-of-savings");

  test("'Why save?' works out compound interest: $1,000 at 2% for 10 years", async ({ page }) => {
    await page.goto("/explorer");
    await seedDeviceProgress(page, { [mission.uid]: { pages: [], tags: quizIds(mission) } });
    const index = mission.pages.findIndex((p) => p.kind === "table");
    await page.goto(`/mission/${mission.slug}/${index}`);
    // $1,000 at an example 2% for 10 years: $1,200 simple, $1,218.99 compounding yearly.
    const tenYears = slideInView(page, mission, index).getByRole("row", {
      name: /^After 10 years/,
    });
    await expect(tenYears).toContainText(formatFigure("exampleSimpleYear10"));
    await expect(tenYears).toContainText("$1,218.99");
  });
});

test.describe("Unnecessary spending", () => {
  const mission = writtenMission("awareness-of-unnecessary-spending");
  const topicPage = `/missions/${catalogueRow(mission.uid).topic}`;
  const tile = (page: Page) => page.getByRole("link", { name: new RegExp(`^${mission.title}`) });

  /** Each goal (spec section 2) and what its dialog says: the trip, the spec's sums, the tips. */
  const GOALS = [
    {
      goal: "PlayStation 5",
      says: [
        "a printer: $90",
        "ink for the printer: $40",
        "2 bubble teas at $7 each",
        "new shoes: $250, on sale from $300",
        "lunch at the food court: $30",
      ],
    },
    {
      goal: "Holiday",
      says: [
        "Mere planned to spend $130",
        "Mere actually spent $424",
        "That's $294 more than Mere intended",
      ],
    },
    {
      goal: "Car",
      says: [
        "Limit the cash you carry",
        "Make a list before you shop",
        "Tell your whānau and friends",
      ],
    },
  ];

  /** Signs up, then records every page of Impact of savings on the account, which unlocks it. */
  async function unlockThroughImpactOfSavings(page: Page, name: string): Promise<Locator> {
    await signUpByApi(page, name);
    await page.goto(topicPage);
    await expect(page.getByText(`${mission.title}Locked.`)).toBeVisible();
    await addProgress(page, { m1: { pages: allPages("m1") } });
    await page.reload();
    await expect(tile(page)).toHaveAttribute("href", `/mission/${mission.slug}`);
    return tile(page);
  }

  test("a wrong answer passes axe, the scenario names the signed-in student, and the goals' dialogs add up to the spec's sums", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await unlockThroughImpactOfSavings(page, "Mere Tester");
    // The first question, answered wrong (it is reachable before any answer).
    const q1 = mission.pages.findIndex((p) => p.kind === "quiz");
    await page.goto(`/mission/${mission.slug}/${q1}`);
    await slideInView(page, mission, q1).getByRole("button", { name: "Answer the question" }).tap();
    await page.getByRole("button", { name: "Topping up your bus card to get to school" }).tap();
    await expect(page.getByRole("dialog").getByRole("status")).toContainText("Not quite.");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    // Both questions answered, so every page can be opened.
    const sections = { [mission.uid]: { pages: [], tags: quizIds(mission) } };
    expect(await postFromPage(page, "/api/me/progress", { sections })).toBe(200);

    const scenario = mission.pages.findIndex((p) => p.kind === "scenario");
    await page.goto(`/mission/${mission.slug}/${scenario}`);
    const story = slideInView(page, mission, scenario);
    await expect(story).toContainText("Mere has a part-time job");
    await expect(story).not.toContainText(mission.defaultName ?? "Tama");

    // The three goals open the trip, its evaluation and the tips, the trip's totals worked out.
    const goals = mission.pages.findIndex((p) => p.kind === "tiles");
    await page.goto(`/mission/${mission.slug}/${goals}`);
    for (const { goal, says } of GOALS) {
      await slideInView(page, mission, goals)
        .getByRole("button", { name: new RegExp(`^${goal}`) })
        .tap();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      for (const words of says) await expect(dialog).toContainText(words);
      await dialog.getByRole("button", { name: "Close" }).tap();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("Student loans", () => {
  const mission = writtenMission("student-loans");

  test("the worked example and the scenarios show today's repayments and payoff times", async ({
    page,
  }) => {
    const example = mission.pages.findIndex((p) => p.title === "Paying back your loan: an example");
    await page.goto(`/mission/${mission.slug}/${example}`);
    const sums = slideInView(page, mission, example).getByRole("img");
    // (600 − 464) × 12% = 16.32 a week in a main job; 12% of all of a $100 second job.
    await expect(sums).toHaveAccessibleName(/\$600 − \$464 = \$136, then 12% of \$136 = \$16\.32/);
    await expect(sums).toHaveAccessibleName(/12% of \$100 = \$12\./);
    // $65,760 and $27,000 repaid from $55,000 a year over the $24,128 threshold, less the $40
    // fee each year.
    for (const [index, owing, years] of [
      [example + 1, "$65,760", "17.9"],
      [example + 2, "$27,000", "7.4"],
    ] as const) {
      await page.goto(`/mission/${mission.slug}/${index}`);
      const slide = slideInView(page, mission, index);
      await expect(slide).toContainText(`finishes owing ${owing}`);
      await expect(slide).toContainText(`takes about ${years} years to pay off`);
    }
  });
});

test.describe("Working life", () => {
  const mission = writtenMission("working-life");

  test("on a 360-pixel phone each payslip hotspot is at least 44 × 44 px and opens its part, numbers and all, for a screen reader", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/explorer");
    // Student loans (m3) finished on this device unlocks Working life; its quizzes are answered.
    await seedDeviceProgress(page, {
      m3: { pages: allPages("m3"), tags: [] },
      [mission.uid]: { pages: [], tags: quizIds(mission) },
    });
    const payslipPage = mission.pages.findIndex((p) => p.kind === "hotspots");
    await page.goto(`/mission/${mission.slug}/${payslipPage}`);
    const slide = slideInView(page, mission, payslipPage);
    const alt = await slide
      .getByRole("img", { name: /Kiri Walker's payslip/ })
      .getAttribute("aria-label");
    expect(alt).toContain(`Net pay: ${money(PAYSLIP.week.net)}.`);
    for (const says of Object.values(PAYSLIP_SAYS)) expect(alt).toContain(says);

    const payslip = mission.pages[payslipPage];
    if (payslip?.kind !== "hotspots") throw new Error("no payslip page");
    expect(payslip.hotspots).toHaveLength(5);
    for (const spot of payslip.hotspots) {
      const button = slide.getByRole("button", { name: new RegExp(`^${spot.label}`) });
      const box = await button.boundingBox();
      expect(box?.width, spot.label).toBeGreaterThanOrEqual(44);
      expect(box?.height, spot.label).toBeGreaterThanOrEqual(44);
      await button.tap();
      const dialog = page.getByRole("dialog", { name: spot.label });
      await expect(dialog).toBeVisible();
      const says = PAYSLIP_SAYS[spot.dialog as keyof typeof PAYSLIP_SAYS];
      expect(await dialog.getByRole("img").getAttribute("aria-label")).toContain(says);
      await dialog.getByRole("button", { name: "Close" }).tap();
      await expect(button).toHaveAccessibleName(`${spot.label} (opened)`);
    }
  });
});
