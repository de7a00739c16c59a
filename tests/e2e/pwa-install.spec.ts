import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { test } from "./fixtures";

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

test("the web app manifest is linked and names Rocket, its start page, colours and icons", async ({
  page,
  request,
}) => {
  await page.goto("/explorer");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");

  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Rocket",
    short_name: "Rocket",
    start_url: "/explorer",
    scope: "/",
    display: "standalone",
    background_color: "#0b1026",
    theme_color: "#0b1026",
    lang: "en-NZ",
  });
  expect(manifest.description).toMatch(/money skills/i);
  const icons: ManifestIcon[] = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    "192x192 any",
    "192x192 maskable",
    "512x512 any",
    "512x512 maskable",
  ]);
});

test("every icon loads as an image of the size it claims, the Apple one too", async ({ page }) => {
  await page.goto("/explorer");
  const manifest = await page.evaluate(() => fetch("/manifest.webmanifest").then((r) => r.json()));
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
  const wanted = [
    ...(manifest.icons as ManifestIcon[]).map((i) => ({
      src: i.src,
      size: Number.parseInt(i.sizes),
    })),
    { src: apple!, size: 180 },
  ];
  for (const { src, size } of wanted) {
    const loaded = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, src);
    expect(loaded, src).toEqual({ width: size, height: size });
  }
  const svg = await page.request.get(favicon!);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
});

test("launched as an installed app, the splash shows on the dark sky for about 3 s, then Home", async ({
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  // An installed app needs a real profile: install Rocket with Chromium's own PWA commands and
  // launch it, which opens it in an app window (display-mode: standalone).
  const { baseURL, launchOptions } = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), "rocket-pwa-profile-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: launchOptions?.executablePath,
    args: launchOptions?.args,
    baseURL,
  });
  try {
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto("/explorer");
    await expect(tab.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    // In a browser tab there is no splash.
    await expect(tab.getByTestId("splash")).toHaveCount(0);

    const cdp = await context.newCDPSession(tab);
    const manifestId = new URL("/", baseURL).href;
    await cdp.send("PWA.install", { manifestId });
    await cdp.send("PWA.changeAppUserSettings", { manifestId, displayMode: "standalone" });
    const launched = context.waitForEvent("page");
    await cdp.send("PWA.launch", { manifestId, url: new URL("/explorer", baseURL).href });
    const app = await launched;
    await expect
      .poll(() => app.evaluate(() => matchMedia("(display-mode: standalone)").matches))
      .toBe(true);

    const splash = app.getByTestId("splash");
    await expect(splash).toBeVisible({ timeout: 15_000 });
    const shownAt = Date.now();
    await expect(splash).toContainText("Rocket");
    await expect(splash).toHaveCSS("background-color", "rgb(11, 16, 38)");
    await expect(splash).toBeHidden({ timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(app.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
