import { expect, type Page } from "@playwright/test";
import { appTakenOver } from "./helpers";
import { test } from "./fixtures";

/** Words in te reo on the page, less "Aotearoa", which the About text always marks as te reo. */
const teReoWords = (page: Page) => page.locator('[lang="mi"]').filter({ hasNotText: "Aotearoa" });

test("with Te Reo off, vocabulary words are plain text", async ({ page }) => {
  await page.goto("/about-rocket");
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  await expect(page.getByText(/For example: rocket, planet, bank, school/)).toBeVisible();
  await expect(page.getByRole("button", { name: /tap for te reo Māori/ })).toHaveCount(0);
  await expect(teReoWords(page)).toHaveCount(0);
});

test("with Te Reo on, a tap flips a word to te reo Māori with lang=mi, and back", async ({
  page,
}) => {
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Te Reo" }).click();
  await page.goto("/about-rocket");

  const rocket = page.getByRole("button", { name: "rocket (tap for te reo Māori)" });
  await expect(rocket).toBeVisible();
  await rocket.click();

  const rakete = page.getByRole("button", {
    name: "rākete (te reo Māori for rocket: tap for English)",
  });
  await expect(rakete).toBeFocused();
  await expect(rakete.locator('[lang="mi"]')).toHaveText("rākete");

  await rakete.press("Enter");
  await expect(page.getByRole("button", { name: "rocket (tap for te reo Māori)" })).toBeVisible();
  await expect(teReoWords(page)).toHaveCount(0);
});

test("each word flips on its own", async ({ page }) => {
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Te Reo" }).click();
  await page.goto("/about-rocket");
  await page.getByRole("button", { name: "school (tap for te reo Māori)" }).click();
  await expect(teReoWords(page)).toHaveText(["kura"]);
  await expect(page.getByRole("button", { name: "planet (tap for te reo Māori)" })).toBeVisible();
});

test("at 320 px, with Te Reo on, a flipped word keeps the colon after it on its own line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Te Reo" }).click();
  // Student loans' first page: "… after school: at a university …".
  await page.goto("/mission/student-loans/0");
  await appTakenOver(page);
  const school = page
    .getByRole("group", { name: /^1 of / })
    .getByRole("button", { name: "school (tap for te reo Māori)" })
    .filter({
      has: page.locator("xpath=self::*[following-sibling::text()[1][starts-with(., ':')]]"),
    })
    .first();
  await school.click();
  const kura = page.getByRole("button", { name: /^kura \(te reo Māori for school/ }).first();
  await expect(kura).toBeFocused();
  // The paragraph narrowed to end just after the word: the colon would be the first thing to
  // go to the next line, unless it is kept with the word.
  const lines = await kura.evaluate((button) => {
    const p = button.closest("p")!;
    p.style.width = `${button.getBoundingClientRect().right - p.getBoundingClientRect().left + 1}px`;
    const colon = document.createRange();
    const text = button.nextSibling!;
    colon.setStart(text, 0);
    colon.setEnd(text, 1);
    const word = [...button.getClientRects()].at(-1)!;
    const { top, bottom } = colon.getBoundingClientRect();
    return { word: [word.top, word.bottom], colon: [top, bottom] };
  });
  // On one line: the colon's box starts above the word's last line ends, and ends below it starts.
  expect(lines.colon[0]).toBeLessThan(lines.word[1]!);
  expect(lines.colon[1]).toBeGreaterThan(lines.word[0]!);
});
