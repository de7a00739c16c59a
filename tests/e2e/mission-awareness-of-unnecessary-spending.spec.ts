import { expect, test, type Locator, type Page } from "@playwright/test";
import { catalogueRow } from "../../src/core/content/catalogue";
import { mission } from "../../src/core/content/missions/awareness-of-unnecessary-spending";
import { expectNoAxeViolations, postFromPage, signUpByApi } from "./helpers";
import { playMission, slideInView } from "./mission-helpers";
import { addProgress } from "./nav-helpers";

const topicPage = "/missions/budgeting";
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

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

/**
 * Signs up and finds Unnecessary spending locked on its topic page, then records every page of
 * Impact of savings (m1, not written yet) on the account, which unlocks it (spec section 4).
 */
async function unlockThroughImpactOfSavings(page: Page, name?: string): Promise<Locator> {
  await signUpByApi(page, name);
  await page.goto(topicPage);
  await expect(page.getByText(`${mission.title}Locked.`)).toBeVisible();
  const { total } = catalogueRow("m1");
  await addProgress(page, { m1: { pages: Array.from({ length: total }, (_, i) => i) } });
  await page.reload();
  await expect(tile(page)).toHaveAttribute("href", `/mission/${mission.slug}`);
  return tile(page);
}

test("finishing Impact of savings unlocks Unnecessary spending, played by touch to 'Mission accomplished!'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await (await unlockThroughImpactOfSavings(page)).tap();
  await playMission(page, mission, "tap", { open: false });
  await page.getByRole("link", { name: /Mission accomplished!/ }).tap();
  await expect(page).toHaveURL(/\/missions$/);
  await page.goto(topicPage);
  await expect(tile(page)).toContainText("Complete");
});

test("every page, each goal's dialog and a wrong answer pass axe; the scenario names the student and the trip adds up to the spec's sums", async ({
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
  const tags = mission.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : []));
  expect(
    await postFromPage(page, "/api/me/progress", { sections: { m8: { pages: [], tags } } }),
  ).toBe(200);

  for (const [index, p] of mission.pages.entries()) {
    await page.goto(`/mission/${mission.slug}/${index}`);
    const slide = slideInView(page, mission, index);
    await expect(slide.getByRole("heading", { level: 2 })).toHaveText(p.title);
    await expectNoAxeViolations(page);
    if (p.kind === "scenario") {
      await expect(slide).toContainText("Mere has a part-time job");
      await expect(slide).not.toContainText(mission.defaultName ?? "Tama");
    }
  }

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
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();
  }
});
