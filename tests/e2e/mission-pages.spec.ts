import { expect, type Page } from "@playwright/test";
import type { AnalyticsEvent } from "../../src/core/api/schemas";
import type { Progress } from "../../src/core/progress/progress";
import { deviceStore, expectNoAxeViolations } from "./helpers";
import {
  bankingFundamentals as m0,
  slideInView,
  typesOfBankAccounts as m7,
  typesOfCards as m2,
  unlockBankingFundamentals,
} from "./mission-helpers";
import { test } from "./fixtures";

/** The states of the animations inside a page of Banking fundamentals (in view or not). */
const animationStates = (page: Page, index: number) =>
  slideInView(page, m0, index).evaluate((slide) =>
    slide.getAnimations({ subtree: true }).map((a) => a.playState),
  );

test("every page kind, a dialog slider, a quiz and the mission map pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await unlockBankingFundamentals(page);
  const kinds = new Set<string>();
  for (const [index, p] of m0.pages.entries()) {
    await page.goto(`/mission/${m0.slug}/${index}`);
    await expect(slideInView(page, m0, index).getByRole("heading", { level: 2 })).toHaveText(
      p.title,
    );
    await expectNoAxeViolations(page);
    kinds.add(p.kind);
  }
  expect([...kinds].sort()).toEqual(
    [
      "animation",
      "diagram",
      "hotspots",
      "planets",
      "quiz",
      "quiz-launcher",
      "scenario",
      "table",
      "takeaways",
      "text",
    ].sort(),
  );

  await page.goto(`/mission/${m0.slug}/1`);
  await slideInView(page, m0, 1)
    .getByRole("button", { name: /^The bank/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await page.goto(`/mission/${m7.slug}/1`);
  await slideInView(page, m7, 1)
    .getByRole("button", { name: /^Everyday/ })
    .click();
  await expectNoAxeViolations(page); // a tile page with a dialog open
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Mission map" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Back to all sections" }).click();
  await expect(page.getByRole("link", { name: "Types of bank accounts (complete)" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/mission/${m2.slug}/5`);
  await slideInView(page, m2, 5).getByRole("button", { name: "Answer the question" }).click();
  await page.getByRole("button", { name: "Nothing, the bank forgets about it" }).click();
  await expect(page.getByRole("dialog").getByRole("status")).toContainText("Not quite.");
  await expectNoAxeViolations(page);
});

test("the scenario names the signed-in student's first name", async ({ page }) => {
  await unlockBankingFundamentals(page, "Mere Tester");
  const scenario = m0.pages.findIndex((p) => p.kind === "scenario");
  await page.goto(`/mission/${m0.slug}/${scenario}`);
  const slide = slideInView(page, m0, scenario);
  await expect(slide).toContainText("Mere");
  await expect(slide).not.toContainText(m0.defaultName ?? "Aroha");
});

test("a quiz starts afresh when its dialog closes, and its events reach the server", async ({
  page,
}) => {
  const events: AnalyticsEvent[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events")) events.push(...r.postDataJSON().events);
  });
  const q1 = m7.pages.findIndex((p) => p.kind === "quiz");
  await page.goto(`/mission/${m7.slug}/${q1}`);
  const answer = slideInView(page, m7, q1).getByRole("button", { name: "Answer the question" });
  await answer.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "My friend's account", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "My friend's account Wrong" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${q1}$`)); // a wrong answer does not advance
  await answer.click();
  await expect(dialog.getByRole("button", { pressed: true })).toHaveCount(0);
  await expect(dialog.getByRole("status")).toHaveText("");
  await dialog.getByRole("button", { name: "Everyday", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${q1 + 1}$`));

  await expect
    .poll(() => events.map((e) => `${e.type}${"correct" in e ? `:${e.correct}` : ""}`), {
      timeout: 8000,
    })
    .toEqual([
      "quiz_init",
      "quiz_answer:false",
      "quiz_dismiss",
      "quiz_init",
      "quiz_answer:true",
      "quiz_dismiss",
    ]);
  expect(events.every((e) => e.mission === "m7" && "quiz" in e && e.quiz === "m7-q1")).toBe(true);

  await page.goto(`/mission/${m7.slug}/1`);
  await slideInView(page, m7, 1)
    .getByRole("button", { name: /^KiwiSaver/ })
    .click();
  await expect
    .poll(() => events.at(-1), { timeout: 8000 })
    .toEqual({ type: "modal_open", mission: "m7", modal: "tyoac-2-4" });
});

/** A visitor (no account to sync with) opens Types of bank accounts' Savings tile and closes it. */
async function openSavingsTile(page: Page, before?: () => Promise<void>) {
  await page.goto(`/mission/${m7.slug}/1`);
  const tile = slideInView(page, m7, 1).getByRole("button", { name: /^Savings/ });
  await expect(tile).toHaveAccessibleName("Savings");
  await before?.();
  await tile.click();
  await page.keyboard.press("Escape");
  await expect(tile).toHaveAccessibleName("Savings (opened)");
  return tile;
}

test("a tile reloaded straight after opening stays opened, and its tag reaches IndexedDB", async ({
  page,
}) => {
  const tile = await openSavingsTile(page);
  await page.reload(); // at once: a reload aborts an IndexedDB write still under way
  await expect(tile).toHaveAccessibleName("Savings (opened)");
  await expect
    // Nothing stored yet reads as null while the reloaded page writes its first copy.
    .poll(
      async () => ((await deviceStore(page, "rocket.progress")) as Progress | null)?.[m7.uid]?.tags,
    )
    .toContain("savings");
  // Once IndexedDB holds it, the copy kept for the write's sake is gone.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rocket.unstored"))).toBeNull();
});

test("a tile whose IndexedDB write never landed is still opened after a reload", async ({
  page,
}) => {
  const tile = await openSavingsTile(page, () =>
    // Every write from here on fails, as one aborted by a reload or a closed tab does.
    page.evaluate(() => {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException("The write was aborted", "AbortError");
      };
    }),
  );
  await page.reload();
  await expect(tile).toHaveAccessibleName("Savings (opened)");
});

test("only the page on screen animates, and nothing moves with reduced motion", async ({
  page,
}) => {
  await unlockBankingFundamentals(page);
  await page.goto(`/mission/${m0.slug}/0`);
  await expect.poll(() => animationStates(page, 0)).toContain("running");
  await page.getByRole("button", { name: "Next page", exact: true }).click();
  await expect(page).toHaveURL(/\/1$/);
  const comet = await animationStates(page, 0);
  expect(comet.length).toBeGreaterThan(0);
  expect(comet.every((s) => s === "paused")).toBe(true);

  // The Animation setting off stops it too.
  await page.evaluate(() => (document.documentElement.dataset.animation = "off"));
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/0$/);
  await expect.poll(() => animationStates(page, 0)).not.toContain("running");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/mission/${m0.slug}/0`);
  await expect(slideInView(page, m0, 0).getByRole("img")).toBeVisible();
  await expect.poll(() => animationStates(page, 0)).not.toContain("running");
  // Nor does any part of a drawing wait out a delay first, invisible at its first frame (Impact
  // of savings' spaceship lifts off after its coins are in).
  // Read from each part's style, not from running animations: a finished entrance no longer
  // holds its last frame (decision 0070), so it may be gone before it could be read.
  await page.goto("/mission/impact-of-savings/0");
  await expect(page.locator('[role="img"]').first()).toBeVisible();
  const delays = await page.evaluate(() =>
    [...document.querySelectorAll('[role="img"], [role="img"] *')]
      .map((part) => getComputedStyle(part))
      .filter((style) => style.animationName !== "none")
      .flatMap((style) => style.animationDelay.split(",").map((d) => parseFloat(d))),
  );
  expect(delays.length).toBeGreaterThan(0);
  expect(delays.filter((d) => d !== 0)).toEqual([]);
});

test("the mission map lists pages and, one level up, the topic's sections with locks", async ({
  page,
}) => {
  await page.goto(`/mission/${m7.slug}/2`);
  // The banner shows the words; the heading under it is for screen readers.
  await expect(
    slideInView(page, m7, 2).locator("p").getByText("Quiz time", { exact: true }),
  ).toBeVisible();
  const map = page.getByRole("navigation", { name: "Mission map" });
  await map.getByRole("button", { name: "Mission map" }).click();
  await expect(map.getByRole("link", { name: "Quiz time" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Pages after the first unanswered question cannot be reached yet.
  await expect(map.getByText("Key takeaways (answer the quiz first)")).toBeVisible();
  await expect(map.getByRole("link", { name: /Key takeaways/ })).toHaveCount(0);

  await map.getByRole("button", { name: "Back to all sections" }).click();
  await expect(map.getByRole("link", { name: "Types of bank accounts" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(map.getByText("Types of cards (locked)")).toHaveAttribute("aria-disabled", "true");
  await expect(map.getByRole("link", { name: /Types of cards/ })).toHaveCount(0);
  await map.getByRole("link", { name: "Back to What is banking" }).click();
  await expect(page).toHaveURL(/\/missions\/what-is-banking$/);
});
