import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, settle, signUpByApi } from "./helpers";
import { test } from "./fixtures";

const rocket = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

async function openMenu(page: Page) {
  await rocket(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(rocket(page)).toHaveAttribute("aria-expanded", "true");
  await settle(page);
}

async function expectClosed(page: Page, focused = rocket(page)) {
  await expect(menu(page)).toBeHidden();
  await expect(rocket(page)).toHaveAttribute("aria-expanded", "false");
  await expect(focused).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/explorer");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
});

test("the rocket button opens the menu with focus inside, listing the top-level pages and account buttons", async ({
  page,
}) => {
  await expect(rocket(page)).toHaveAttribute("aria-expanded", "false");
  await openMenu(page);
  await expect(rocket(page)).toHaveAttribute("aria-controls", "side-menu");
  await expect(menu(page).getByRole("button", { name: "Close menu" })).toBeFocused();
  const links = menu(page).getByRole("navigation").getByRole("link");
  await expect(links).toHaveText([
    "Home",
    "Mission control",
    "Tools",
    "Profile",
    "Settings",
    "About",
    "Contact us",
  ]);
  await expect(menu(page).getByRole("link", { name: "Home" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu(page).getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(menu(page).getByRole("button", { name: "Regi-star" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Log out" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("Escape closes the menu and focus returns to the rocket button", async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expectClosed(page);
});

test("a click outside the menu closes it and focus returns to the rocket button", async ({
  page,
}) => {
  await openMenu(page);
  await page.mouse.click(20, 400);
  await expectClosed(page);
});

test("following a link in the menu changes page, closes the menu and puts focus on the new page's heading", async ({
  page,
}) => {
  await openMenu(page);
  await menu(page).getByRole("link", { name: "Tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expectClosed(page, page.getByRole("heading", { level: 1, name: "Tools" }));
});

test("the browser's back button (a route change) closes the menu too", async ({ page }) => {
  await page.goto("/tools");
  // A route change in the app: clicked before the app has taken over the prerendered link, it
  // would load a new page instead (and Back another), with no menu state to close.
  const home = page.getByRole("link", { name: "Home" });
  await expect
    .poll(() =>
      home.evaluate((link) => Object.keys(link).some((k) => k.startsWith("__reactFiber$"))),
    )
    .toBe(true);
  await home.click();
  await expect(page).toHaveURL(/\/explorer$/);
  await openMenu(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/tools$/);
  await expectClosed(page, page.getByRole("heading", { level: 1, name: "Tools" }));
});

async function swipe(page: Page, dx: number) {
  const box = (await menu(page).boundingBox())!;
  const x = box.x + 40;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

test("a right swipe of 100 px or more closes the menu; a shorter one does not", async ({
  page,
}) => {
  await openMenu(page);
  await swipe(page, 60);
  await expect(menu(page)).toBeVisible();
  await swipe(page, 140);
  await expectClosed(page);
});

test("Tab and Shift+Tab stay inside the open menu", async ({ page }) => {
  await openMenu(page);
  const close = menu(page).getByRole("button", { name: "Close menu" });
  const last = menu(page).getByRole("button", { name: "Regi-star" });
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(last).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  for (let i = 0; i < 12; i += 1) await page.keyboard.press("Tab");
  const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("#side-menu")));
  expect(inside).toBe(true);
});

test("Log in in the menu closes it and opens the log in dialog", async ({ page }) => {
  await openMenu(page);
  await menu(page).getByRole("button", { name: "Log in" }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("dialog", { name: /log in/i })).toBeVisible();
});

test("a signed-in student sees Log out in the menu instead of Log in and Regi-star", async ({
  page,
}) => {
  await signUpByApi(page);
  await page.reload();
  await openMenu(page);
  await expect(menu(page).getByRole("link", { name: "Log out" })).toHaveAttribute(
    "href",
    "/logout",
  );
  await expect(menu(page).getByRole("button", { name: "Log in" })).toHaveCount(0);
  await expect(menu(page).getByRole("button", { name: "Regi-star" })).toHaveCount(0);
  // A signed-in account can teach: its classes are in the menu, after the pages everyone has.
  await expect(menu(page).getByRole("navigation").getByRole("link").last()).toHaveText(
    "Classes you teach",
  );
});
