import { expect } from "@playwright/test";
import { newEmail, PASSWORD } from "./helpers";
import { openFromMenu, registerFromMenu } from "./account-helpers";
import { test } from "./fixtures";

/**
 * The test server has no PUBLIC_URL (it names http://localhost:PORT), as a school's would; here
 * the app is opened at another address of the same server, as a class opens it at the server's
 * LAN address.
 */
const schoolAddress = (baseURL: string | undefined) => {
  const url = new URL(baseURL ?? "");
  url.hostname = "127.0.0.1";
  return url.origin;
};

test("a student registers, logs out and logs in again at the server's own address, not PUBLIC_URL's", async ({
  page,
  baseURL,
}) => {
  const origin = schoolAddress(baseURL);
  const email = newEmail();
  await page.goto(`${origin}/explorer`);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

  await registerFromMenu(page, "Wiremu", email);

  await page.context().clearCookies();
  await page.reload();
  await openFromMenu(page, "Log in");
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login).toBeHidden();

  const me = await page.request.get(`${origin}/api/me`);
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toMatchObject({ name: "Wiremu", email });
});
