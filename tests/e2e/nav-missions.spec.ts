import { expect, type Page } from "@playwright/test";
import { TOPICS } from "../../src/core/content/topics";
import { expectNoAxeViolations, settle, signUpByApi } from "./helpers";
import { addProgress } from "./nav-helpers";
import { test } from "./fixtures";

const topicsCarousel = (page: Page) => page.getByRole("region", { name: "Topics" });
/** The topic link on the slide in view (slides out of view are inert). */
const visibleTopic = (page: Page, name: string) =>
  topicsCarousel(page)
    .locator("[role=group]:not([inert])")
    .getByRole("link", { name: new RegExp(`^${name}`) });
const isInert = (page: Page, name: string) =>
  topicsCarousel(page)
    .getByRole("link", { name: new RegExp(`^${name}`) })
    .evaluate((link) => link.closest("[inert]") !== null);

test.describe("Mission control", () => {
  test("starts as a grid of every topic under its blurb", async ({ page }) => {
    await page.goto("/missions");
    await expect(page.getByText("Please choose a topic to explore.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    for (const topic of TOPICS) {
      await expect(page.getByRole("link", { name: new RegExp(`^${topic.title}`) })).toHaveAttribute(
        "href",
        `/missions/${topic.slug}`,
      );
    }
    await expectNoAxeViolations(page);
  });

  test("switches to planets mode and remembers it after a reload", async ({ page }) => {
    await page.goto("/missions");
    await page.getByRole("button", { name: "Planets" }).click();
    await expect(page.getByRole("button", { name: "Planets" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(topicsCarousel(page)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Planets" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(topicsCarousel(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Grid" }).click();
    await expect(topicsCarousel(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("the planets carousel moves by Next, Previous, dots, arrow keys and swipes, one topic in view", async ({
    page,
  }) => {
    await page.goto("/missions");
    await page.getByRole("button", { name: "Planets" }).click();
    const carousel = topicsCarousel(page);
    const previous = carousel.getByRole("button", { name: "Previous topic" });
    const next = carousel.getByRole("button", { name: "Next topic" });

    await expect(visibleTopic(page, "What is banking")).toBeVisible();
    // Topics out of view are inert: not links a screen reader or Tab can reach.
    expect(await isInert(page, "Budgeting")).toBe(true);
    await expect(previous).toHaveAttribute("aria-disabled", "true");

    await next.click();
    await expect(visibleTopic(page, "Budgeting")).toBeVisible();
    expect(await isInert(page, "What is banking")).toBe(true);
    await expect(carousel.getByRole("button", { name: "Topic 2 of 5" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await carousel.getByRole("button", { name: "Topic 5 of 5" }).click();
    await expect(visibleTopic(page, "Life after school")).toBeVisible();
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await next.click({ force: true }); // marked disabled at the end: nothing happens
    await expect(visibleTopic(page, "Life after school")).toBeVisible();

    await previous.click();
    await expect(visibleTopic(page, "Basics of credit")).toBeVisible();

    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(visibleTopic(page, "Payment options")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(visibleTopic(page, "Basics of credit")).toBeVisible();

    await settle(page);
    const box = (await visibleTopic(page, "Basics of credit").boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 8 });
      await page.mouse.up();
    };
    await drag(300, 150); // a left swipe of 150 px: the next topic
    await expect(visibleTopic(page, "Life after school")).toBeVisible();
    await settle(page);
    await drag(100, 260); // a right swipe: back again
    await expect(visibleTopic(page, "Basics of credit")).toBeVisible();
    await expect(page).toHaveURL(/\/missions$/); // a swipe is not a tap on the planet
    await settle(page);
    await drag(150, 210); // 60 px is a tap, not a swipe: the planet's link opens
    await expect(page).toHaveURL(/\/missions\/basics-of-credit$/);
  });
});

test.describe("topic pages", () => {
  test("What is banking lists its missions on one slide, with no dots or arrows", async ({
    page,
  }) => {
    await page.goto("/missions/what-is-banking");
    await expect(page.getByRole("link", { name: "Types of bank accounts" })).toHaveAttribute(
      "href",
      "/mission/types-of-bank-accounts",
    );
    await expect(page.getByRole("region")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /slide/i })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(3);
  });

  test("a locked mission shows its lock and what unlocks it, and is not a link", async ({
    page,
  }) => {
    await page.goto("/missions/what-is-banking");
    const mission = (title: string) =>
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByText(title, { exact: true }) });
    const cards = mission("Types of cards");
    await expect(cards).toContainText("Locked.");
    await expect(cards).toContainText("Finish Types of bank accounts to unlock");
    await expect(cards.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Types of cards/ })).toHaveCount(0);
    const fundamentals = mission("Banking fundamentals");
    await expect(fundamentals).toContainText("Finish Types of cards to unlock");
    await expectNoAxeViolations(page);
  });

  test("a signed-in student sees a tick on a finished mission and a percentage on a started one", async ({
    page,
  }) => {
    await page.goto("/explorer");
    await signUpByApi(page);
    await addProgress(page, {
      m7: { pages: [0, 1, 2, 3, 4, 5] },
      m1: { pages: [0, 1, 2] },
    });
    await page.goto("/missions/what-is-banking");
    await expect(page.getByRole("link", { name: "Types of bank accounts Complete" })).toBeVisible();
    // Finishing Types of bank accounts unlocked Types of cards.
    await expect(page.getByRole("link", { name: "Types of cards" })).toHaveAttribute(
      "href",
      "/mission/types-of-cards",
    );
    await expectNoAxeViolations(page);

    await page.goto("/missions/budgeting");
    await expect(page.getByRole("link", { name: "Impact of savings 21% done" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("listitem").filter({ hasText: "Unnecessary spending" }),
    ).toContainText("Finish Impact of savings to unlock");
  });

  test("signed out, progress shows no ticks or rings", async ({ page }) => {
    await page.goto("/missions/budgeting");
    await expect(page.getByRole("link", { name: "Impact of savings" })).toBeVisible();
    await expect(page.getByText(/% done|Complete/)).toHaveCount(0);
  });
});
