import { expect, type Page } from "@playwright/test";
import {
  deviceStore,
  expectNoAxeViolations,
  newEmail,
  PASSWORD,
  seedDeviceProgress,
  signUpByApi,
} from "./helpers";
import { expectFieldError, registerFromMenu } from "./account-helpers";
import { test } from "./fixtures";
import { GOOGLE_RETURN_FLAG } from "../../src/web/lib/session";

async function me(page: Page) {
  const answer = await page.request.get("/api/me");
  return { status: answer.status(), body: answer.ok() ? await answer.json() : null };
}

test("sign up, log out and log in again, keeping progress made on the device before signing up", async ({
  page,
}) => {
  const email = newEmail();
  await page.goto("/explorer");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await seedDeviceProgress(page, { m7: { pages: [0, 1], tags: [] } });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

  // Sign up in the Register dialog.
  await registerFromMenu(page, "Hēmi", email);

  const account = await me(page);
  expect(account.status).toBe(200);
  expect(account.body.user).toMatchObject({ name: "Hēmi", email });
  const m7 = account.body.missions.find((m: { uid: string }) => m.uid === "m7");
  expect(m7.pages).toEqual([0, 1]);

  // The menu now offers Log out; the Logout page says it is done.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole("heading", { level: 1, name: "You've logged out" })).toBeVisible();
  await expect(page).toHaveTitle("Logout | Rocket");
  expect((await me(page)).status).toBe(401);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/explorer$/);

  // Log in again from the menu.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "You're logged in." })).toBeVisible();
  expect((await me(page)).status).toBe(200);
});

const returnFlag = (page: Page) =>
  page.evaluate((flag) => sessionStorage.getItem(flag), GOOGLE_RETURN_FLAG);

/**
 * The device as the app leaves it for Google (its progress, a flag for the return), then the
 * session from the callback. Written from a page of the same origin that runs no app: an app
 * still starting there would be signed in by the cookie, take the flag and be cut off by the
 * return's navigation before sending (seen in CI).
 */
async function leaveForGoogle(page: Page, progress: unknown, name: string) {
  await page.goto("/api/health");
  await seedDeviceProgress(page, progress);
  await page.evaluate((flag) => sessionStorage.setItem(flag, "1"), GOOGLE_RETURN_FLAG);
  await signUpByApi(page, name);
}

/** The account's progress in mission m7, once the server has it. */
const accountM7 = (page: Page) =>
  expect.poll(async () => {
    const { body } = await me(page);
    return body?.missions.find((m: { uid: string }) => m.uid === "m7");
  });

test("back from Google sign-in, the device's progress goes into the account", async ({ page }) => {
  await leaveForGoogle(page, { m7: { pages: [0, 2], tags: ["everyday"] } }, "Google Return");
  await page.goto("/explorer");
  await accountM7(page).toMatchObject({ pages: [0, 2], tags: ["everyday"] });
  expect(await returnFlag(page)).toBeNull();
});

test("back from Google, a page left before the merge could run merges the device's progress on the next load", async ({
  page,
}) => {
  await leaveForGoogle(page, { m7: { pages: [1], tags: [] } }, "Google Reload");
  // The first load never gets the merge's code (lib/auth's chunk), as a page left at once.
  const authChunk = /\/assets\/auth-[\w-]+\.js$/;
  await page.route(authChunk, (route) => route.abort());
  const asked = page.waitForEvent("requestfailed", (request) => authChunk.test(request.url()));
  await page.goto("/explorer");
  await asked;
  expect(await returnFlag(page)).toBe("1");
  await page.unroute(authChunk);
  await page.reload();
  await accountM7(page).toMatchObject({ pages: [1] });
  await expect.poll(() => returnFlag(page)).toBeNull();
});

test("a signed-in student visiting /login lands on Home without a dialog", async ({ page }) => {
  await page.goto("/explorer");
  await signUpByApi(page, "Rangi");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/explorer/);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("/logout for a visitor who never logged in says so, offers Log in, keeps the device's progress and passes axe", async ({
  page,
}) => {
  await page.goto("/explorer");
  await seedDeviceProgress(page, { m7: { pages: [0, 1], tags: [] } });
  await page.goto("/logout");
  await expect(
    page.getByRole("heading", { level: 1, name: "You weren't logged in" }),
  ).toBeVisible();
  await expect(page.getByText("You've logged out")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await deviceStore(page, "rocket.progress")).toEqual({ m7: { pages: [0, 1], tags: [] } });
  await expectNoAxeViolations(page);
});

test.describe("the Reset password page", () => {
  test("a link with ?error=INVALID_TOKEN says so and offers a new link", async ({ page }) => {
    await page.goto("/reset-password?error=INVALID_TOKEN");
    await expect(page).toHaveTitle("Reset password | Rocket");
    await expect(page.getByText("This link doesn't work any more")).toBeVisible();
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(page.getByRole("dialog", { name: "Forgot your password?" })).toBeVisible();
  });

  test("the mailed link with a made-up token lands on the page with the same message", async ({
    page,
  }) => {
    await page.goto("/api/auth/reset-password/not-a-real-token?callbackURL=/reset-password");
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
    await expect(page.getByText("This link doesn't work any more")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a token the server refuses shows the message after submitting", async ({ page }) => {
    await page.goto("/reset-password?token=made-up-token");
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Type it again").fill(PASSWORD);
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expect(page.getByText("This link doesn't work any more")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  });

  test("passwords that don't match, or a common one, are named next to their field", async ({
    page,
  }) => {
    await page.goto("/reset-password?token=made-up-token");
    await expect(page.getByRole("heading", { level: 1, name: "Reset password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Type it again").fill("something else entirely");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expectFieldError(page, "Type it again", "The two passwords don't match.");
    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByLabel("Type it again").fill("password123");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expectFieldError(page, "New password", "on a list of common passwords");
    await expectNoAxeViolations(page);
  });

  test("a real link from the mail sets a new password that then logs in", async ({ page }) => {
    const email = newEmail();
    await page.goto("/explorer");
    await signUpByApi(page, "Ana", email);
    await page.context().clearCookies();
    await page.goto("/forgotPassword");
    const forgot = page.getByRole("dialog", { name: "Forgot your password?" });
    await forgot.getByLabel("Email").fill(email);
    await forgot.getByRole("button", { name: "Send me a link" }).click();
    await expect(forgot.getByRole("status")).toContainText("we've sent a link");

    const link = await readResetLink(email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const fresh = "tuatara sunrise over ruapehu";
    await page.getByLabel("New password", { exact: true }).fill(fresh);
    await page.getByLabel("Type it again").fill(fresh);
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await page.getByRole("button", { name: "Log in" }).click();
    const login = page.getByRole("dialog", { name: "Log in" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password").fill(fresh);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(login).toBeHidden();
    expect((await me(page)).status).toBe(200);
  });
});

/** The reset link from the local outbox (no SMTP in tests: mail is written to DATA_DIR/outbox). */
async function readResetLink(email: string): Promise<string> {
  const { readdir, readFile } = await import("node:fs/promises");
  const { join } = await import("node:path");
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of await readdir(dir).catch(() => [])) {
      // The .eml is quoted-printable: join soft line breaks and decode "=3D" before reading.
      const text = (await readFile(join(dir, file), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const link = /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<>]+/.exec(text)?.[0];
      if (text.includes(email) && link) return link.replace(/&amp;/g, "&");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No reset mail for ${email} in ${dir}`);
}
