import { resolve } from "node:path";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { startGoogleMock, type GoogleMock } from "../server/auth-mocks";
import { startWebServer, type WebServer } from "../support/local-server";
import { signUpByApi } from "./helpers";
import { test } from "./fixtures";

/** Every message Chromium logs when the page's Content-Security-Policy blocks something. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("pages, the display font, the service worker and an avatar all work under the policy", async ({
  page,
}) => {
  const violations = collectViolations(page);
  const response = await page.goto("/explorer");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

  // The service worker installs and takes charge of the page (it precaches the app).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  // The self-hosted display font loads for the headings.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 32px "Fredoka"')))
    .toBe(true);

  await page.goto("/missions");
  await expect(page.getByRole("heading", { level: 1, name: "Mission control" })).toBeVisible();
  await page.goto("/mission/types-of-bank-accounts/0");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await signUpByApi(page, "Policy Test");
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: "#ffc94d" },
  })
    .png()
    .toBuffer();
  const dataUrl = `data:image/png;base64,${png.toString("base64")}`;
  const status = await page.evaluate(
    (dataUrl) =>
      fetch("/api/me/avatar", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ dataUrl }),
      }).then((r) => r.status),
    dataUrl,
  );
  expect(status).toBe(200);
  await page.goto("/profile");
  const img = page.getByRole("img", { name: "Your photo" });
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBe(256);

  expect(violations).toEqual([]);
});

test.describe("Google sign-in under the policy", () => {
  let google: GoogleMock;
  let server: WebServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    google = await startGoogleMock();
    server = await startWebServer(resolve(process.env.WEB_ROOT ?? "dist/web"), {
      GOOGLE_CLIENT_ID: "rocket-e2e-client",
      GOOGLE_CLIENT_SECRET: "e2e-secret",
      GOOGLE_ISSUER: google.issuer,
    });
  });
  test.afterAll(async () => {
    server?.stop();
    await google?.close();
  });

  test("Continue with Google signs the student in and nothing is blocked", async ({ page }) => {
    google.claims = {
      sub: "google-policy",
      email: "policy@example.nz",
      email_verified: true,
      name: "Hemi Policy",
    };
    const violations = collectViolations(page);
    await page.goto(`${server.url}/explorer?modal=login`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL(`${server.url}/explorer`);
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/me`)).status())
      .toBe(200);
    const me = await (await page.request.get(`${server.url}/api/me`)).json();
    expect(me.user.email).toBe("policy@example.nz");
    expect(violations).toEqual([]);
  });
});
