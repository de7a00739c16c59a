import { expect, type Page } from "@playwright/test";
import type { Mission } from "../../src/core/content/schema";
import { expectNoAxeViolations, signUpByApi } from "./helpers";
import {
  BANKING,
  playMission,
  slideInView,
  typesOfBankAccounts,
  typesOfCards,
  bankingFundamentals,
  type Input,
} from "./mission-helpers";
import { test } from "./fixtures";

const topicPage = "/missions/what-is-banking";
const tile = (page: Page, mission: Mission) =>
  page.getByRole("link", { name: new RegExp(`^${mission.title}`) });

async function expectComplete(page: Page, mission: Mission) {
  await page.goto(topicPage);
  await expect(tile(page, mission)).toContainText("Complete");
}

test.describe("playing the banking topic", () => {
  test.setTimeout(240_000);

  test("a signed-in student plays all three missions by touch, each unlocking the next", async ({
    page,
  }) => {
    await signUpByApi(page);
    await page.goto(topicPage);
    for (const locked of [typesOfCards, bankingFundamentals]) {
      await expect(page.getByText(`${locked.title}Locked.`)).toBeVisible();
    }
    // The first mission is reached from Home, as a student would.
    await page.goto("/explorer");
    await page.getByRole("button", { name: "Pause orbits" }).tap(); // a moving planet is hard to tap
    await page.getByRole("link", { name: "What is banking" }).tap();
    await tile(page, typesOfBankAccounts).tap();
    const inputs: Input[] = ["tap", "click", "tap"];
    for (const [i, mission] of BANKING.entries()) {
      await playMission(page, mission, inputs[i]!, { open: i > 0 });
      await page.getByRole("link", { name: /Mission accomplished!/ }).click();
      await expect(page).toHaveURL(/\/missions$/);
      await expectComplete(page, mission);
      const next = BANKING[i + 1];
      if (next) await expect(tile(page, next)).toHaveAttribute("href", `/mission/${next.slug}`);
    }
  });

  test("a visitor plays Types of bank accounts by keyboard alone and finds Types of cards unlocked", async ({
    page,
  }) => {
    await playMission(page, typesOfBankAccounts, "keyboard");
    await page.goto(topicPage);
    await expect(tile(page, typesOfCards)).toHaveAttribute("href", `/mission/${typesOfCards.slug}`);
    // Ticks and rings are for signed-in students only (spec section 6).
    await expect(tile(page, typesOfBankAccounts)).not.toContainText("Complete");
  });
});

test.describe("progress in the mission list", () => {
  test("half a mission shows 50% done, and survives a reload when signed in", async ({ page }) => {
    await signUpByApi(page);
    await page.goto(`/mission/${typesOfBankAccounts.slug}/0`);
    for (const i of [1, 2]) {
      await page.getByRole("button", { name: "Next page", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${i}$`));
    }
    await page.goto(topicPage);
    await expect(tile(page, typesOfBankAccounts)).toContainText("50% done");
    await page.reload();
    await expect(tile(page, typesOfBankAccounts)).toContainText("50% done");
    const saved = await page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(saved.missions.find((m: { uid: string }) => m.uid === "m7").pages).toEqual([0, 1, 2]);
  });

  test("a locked mission opened by URL lands on its topic page with what unlocks it", async ({
    page,
  }) => {
    await page.goto(`/mission/${bankingFundamentals.slug}/3`);
    await expect(page).toHaveURL(/\/missions\/what-is-banking\?locked=m0$/);
    await expect(page.getByRole("status").filter({ hasText: "is locked" })).toHaveText(
      "Banking fundamentals is locked. Finish Types of cards to unlock it.",
    );
    await expectNoAxeViolations(page);
  });

  test("a page past an unanswered quiz leads to that quiz, and reload and Back keep the page", async ({
    page,
  }) => {
    const firstQuiz = typesOfBankAccounts.pages.findIndex((p) => p.kind === "quiz");
    await page.goto(`/mission/${typesOfBankAccounts.slug}/5`);
    await expect(page).toHaveURL(new RegExp(`/${firstQuiz}$`));
    await page.goto(`/mission/${typesOfBankAccounts.slug}/1`);
    await page.getByRole("button", { name: "Next page", exact: true }).click();
    await expect(page).toHaveURL(/\/2$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Quiz time" })).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\/1$/);
    await expect(
      slideInView(page, typesOfBankAccounts, 1).getByRole("button", { name: /^Everyday/ }),
    ).toBeVisible();
  });
});
