import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("the built app loads Home with its title and heading", async ({ page }) => {
  await page.goto("/explorer");
  await expect(page).toHaveTitle("Home | Rocket");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
});

test("an old auth path lands on Home, naming its dialog", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/explorer\?modal=login$/);
  await expect(page).toHaveTitle("Home | Rocket");
});

test("the server answers the SPA's health check from the same origin", async ({ page }) => {
  await page.goto("/explorer");
  const health = await page.evaluate(() => fetch("/api/health").then((r) => r.json()));
  expect(health).toEqual({ ok: true, db: "sqlite" });
});

test("axe finds no accessibility violations on Home", async ({ page }) => {
  await page.goto("/explorer");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
