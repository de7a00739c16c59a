import { expect, type Page, test } from "@playwright/test";

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
