import { expect } from "@playwright/test";
import { CLASS_ROUTES } from "../../src/core/class-paths";
import { AUTH_REDIRECTS, PAGE_ROUTES } from "../../src/core/paths";
import { expectNoAxeViolations, signUpByApi } from "./helpers";
import { test } from "./fixtures";

/** Pages whose heading says what happened rather than repeating the title. */
const OWN_HEADINGS: Record<string, RegExp> = { "/logout": /logged in|log(ged|ging) out/i };

/** A route with parameters is visited at one real path, titled by what it shows. */
const VISIT: Record<string, { path: string; title: string }> = {
  "/mission/:slug/:page?": {
    path: "/mission/types-of-bank-accounts/0",
    title: "Types of bank accounts",
  },
  "/join/:code": { path: "/join/ABCD1234", title: "Join a class" },
  // A visitor is asked to log in: the page keeps its route's title.
  "/classes/:id": { path: "/classes/no-such-class", title: "Class" },
};

for (const route of [...PAGE_ROUTES, ...CLASS_ROUTES]) {
  const { path, title } = VISIT[route.path] ?? route;
  test(`${path} loads titled "${title} | Rocket" with its heading and no axe violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Rocket`);
    const name = OWN_HEADINGS[route.path] ?? title;
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test("an unknown path shows the lost-in-space page with a way home", async ({ page }) => {
  await page.goto("/a/planet/that/does-not-exist");
  await expect(page).toHaveTitle("Lost in space | Rocket");
  await expect(page.getByRole("heading", { level: 1, name: "Lost in space" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Fly back home" }).click();
  await expect(page).toHaveURL(/\/explorer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
});

test("an unknown path under a class address shows the lost-in-space page too", async ({ page }) => {
  // The class routes have their own table (docs/decisions/0059), with its own way out.
  await page.goto("/classes/a-class/not-a-page");
  await expect(page).toHaveTitle("Lost in space | Rocket");
  await expect(page.getByRole("heading", { level: 1, name: "Lost in space" })).toBeVisible();
});

test("the old auth paths land a signed-out visitor on Home with their dialog named", async ({
  page,
}) => {
  for (const [path, dialog] of Object.entries(AUTH_REDIRECTS)) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/explorer\\?modal=${dialog}$`));
    await expect(page).toHaveTitle("Home | Rocket");
  }
});

test("the old auth paths land a signed-in student on Home with no dialog", async ({ page }) => {
  await page.goto("/explorer");
  await signUpByApi(page);
  for (const path of Object.keys(AUTH_REDIRECTS)) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/explorer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});

test("the tools page lists both calculators, each opens with an answer, and Back returns to the list", async ({
  page,
}) => {
  await page.goto("/tools");
  await expect(page.getByText("Please choose a tool to explore.")).toBeVisible();
  for (const name of ["Repayment calculator", "Savings calculator"]) {
    await page.getByRole("link", { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your answer" })).toContainText("$");
    await page.goBack();
    await expect(page).toHaveURL(/\/tools$/);
  }
});
