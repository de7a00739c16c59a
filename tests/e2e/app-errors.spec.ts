import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { test } from "./fixtures";

// Each page's code comes over the network, not from the service worker's cache, so a test can
// make it fail as a deploy or a lost connection would.
test.use({ serviceWorkers: "block" });

const TOOLS_CODE = /\/assets\/tools-page-[\w-]+\.js$/;
const failure = (page: Page) => page.getByRole("alert");

async function openFromMenu(page: Page, name: string) {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name }).click();
}

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/explorer");
  await expectHeading(page, "Home");
});

test("a page whose code is gone after a deploy offers Reload, the menu still opens other pages, and Reload brings it back", async ({
  page,
}) => {
  await page.route(TOOLS_CODE, (route) => route.abort());
  await openFromMenu(page, "Tools");
  await expect(failure(page).getByRole("heading", { level: 1 })).toHaveText(
    "This page didn't load",
  );
  await expect(failure(page)).toContainText("There may be a new version of Rocket.");
  await expect(page).toHaveTitle("This page didn't load | Rocket");
  await expectNoAxeViolations(page);

  await openFromMenu(page, "Settings");
  await expectHeading(page, "Settings");
  await expect(failure(page)).toHaveCount(0);

  await page.unroute(TOOLS_CODE);
  await openFromMenu(page, "Tools");
  await failure(page).getByRole("button", { name: "Reload" }).click();
  await expectHeading(page, "Tools");
  await expect(failure(page)).toHaveCount(0);
});

test("offline, a page not loaded yet says it needs the internet, and Home still opens", async ({
  page,
  context,
}) => {
  // The menu's own code arrives on first opening it: once, while online.
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: "Close menu" })
    .click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await context.setOffline(true);
  await openFromMenu(page, "Tools");
  await expect(failure(page).getByRole("heading", { level: 1 })).toHaveText("You're offline");
  await expect(failure(page)).toContainText(
    "This page needs the internet to load. Connect and try again.",
  );
  await failure(page).getByRole("link", { name: "Fly back home" }).click();
  await expectHeading(page, "Home");
});

test("a mission whose content throws says something went wrong on this page, and the menu still works", async ({
  page,
}) => {
  // The mission's content module fails as it runs: a bug in the content, not a missing file.
  await page.route(/\/assets\/types-of-bank-accounts-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: 'throw new Error("broken content");' }),
  );
  await page.goto("/mission/types-of-bank-accounts/0");
  await expect(failure(page).getByRole("heading", { level: 1 })).toHaveText(
    "Something went wrong on this page",
  );
  await expect(failure(page).getByRole("button", { name: "Reload" })).toBeVisible();
  await expectNoAxeViolations(page);

  await openFromMenu(page, "Settings");
  await expectHeading(page, "Settings");
});
