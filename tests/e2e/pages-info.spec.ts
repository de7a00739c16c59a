import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { test } from "./fixtures";

test("About says what Rocket is and who it is for, with its attributions", async ({ page }) => {
  await page.goto("/about-rocket");
  await expect(page).toHaveTitle("About | Rocket");
  await expect(
    page.getByText(/free app that helps New Zealand secondary-school students/),
  ).toBeVisible();
  await expect(page.getByText("No account needed.")).toBeVisible();
  await expect(page.getByText("Works offline.")).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: /^School list: Ministry of Education, CC BY 4\.0$/ }),
  ).toBeVisible();
  await expect(page.getByText(/Te reo Māori words, from: Paekupu/)).toBeVisible();
});

test("Whoop-whoop celebrates and leads home", async ({ page }) => {
  await page.goto("/whoop");
  await expect(page).toHaveTitle("Whoop-whoop | Rocket");
  await expect(page.getByRole("heading", { level: 1, name: "Whoop-whoop!" })).toBeVisible();
  await expect(page.getByRole("img", { name: /rocket blasts off/ })).toBeVisible();
  await page.getByRole("button", { name: "Launch again" }).click();
  await page.getByRole("link", { name: "Fly back home" }).click();
  await expect(page).toHaveURL(/\/explorer$/);
});

test("the privacy policy explains collection, storage, copies, deletion and complaints", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page).toHaveTitle("Privacy policy | Rocket");
  for (const heading of [
    "What we collect, and why",
    "Where it's kept",
    "Who can see it",
    "How long we keep it",
    "Your rights: a copy, a fix, or a delete",
    "Under 16? Parents and caregivers",
    "The Privacy Act 2020 in plain English",
    "Questions or complaints",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    page
      .getByRole("region", { name: "The Privacy Act 2020 in plain English" })
      .getByRole("listitem"),
  ).toHaveCount(13);
  await expect(page.getByText("Download all my data")).toBeVisible();
  await expect(page.getByText("Delete my account")).toBeVisible();
  await expect(page.getByText(/Office of the\s+Privacy Commissioner/)).toBeVisible();
  await expect(page.getByText(/no third-party\s+trackers/)).toBeVisible();
});

test("the terms are short and link to help", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await expect(page).toHaveTitle("Terms and conditions | Rocket");
  await expect(page.getByRole("heading", { level: 2, name: "Learning, not advice" })).toBeVisible();
  await page.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

for (const path of [
  "/about-rocket",
  "/contact",
  "/whoop",
  "/privacy-policy",
  "/terms-and-conditions",
]) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violations with te reo words and contact errors showing", async ({ page }) => {
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Te Reo" }).click();
  await page.goto("/about-rocket");
  await page.getByRole("button", { name: "planet (tap for te reo Māori)" }).click();
  await expectNoAxeViolations(page);

  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please write a message")).toBeVisible();
  await expectNoAxeViolations(page);
});
