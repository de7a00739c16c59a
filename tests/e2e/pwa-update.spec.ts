import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { startWebServer, type WebServer } from "../support/local-server";
import { test } from "./fixtures";

// This test changes the served files, so it runs its own server on a copy of the build rather
// than touching the one the other specs use.
let server: WebServer | undefined;
let origin = "";
let webRoot = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  webRoot = mkdtempSync(join(tmpdir(), "rocket-pwa-web-"));
  cpSync(resolve(process.env.WEB_ROOT ?? "dist/web"), webRoot, { recursive: true });
  server = await startWebServer(webRoot);
  origin = server.url;
});

test.afterAll(() => {
  server?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

let version = 1;

/** Replaces a built file; its precompressed copies go, so the server sends the new one. */
function rewrite(path: string, change: (text: string) => string) {
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after, `${path} changed`).not.toBe(before);
  writeFileSync(path, after);
  rmSync(`${path}.br`, { force: true });
  rmSync(`${path}.gz`, { force: true });
}

/** Publishes a new version: a changed index.html, and a service worker that precaches it. */
function publishNewVersion(): string {
  const build = String(++version);
  rewrite(join(webRoot, "index.html"), (html) =>
    html
      .replace(/<meta name="rocket-build"[^>]*>/, "")
      .replace("<head>", `<head><meta name="rocket-build" content="${build}">`),
  );
  rewrite(join(webRoot, "sw.js"), (sw) =>
    sw.replace(/(url:"index\.html",revision:")[^"]+"/, `$1build-${build}"`),
  );
  return build;
}

const banner = (page: Page) =>
  page.getByRole("status").filter({ hasText: "A new version of Rocket is ready" });

/** Opens Home and waits until the service worker has installed Rocket and controls the page. */
async function openRocket(page: Page) {
  await page.goto(`${origin}/explorer`);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  // Registered once the page is idle (up to 4 s), then the whole app precached: on a loaded
  // host that takes more than the poll's usual 5 s.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"), {
      timeout: 30_000,
    })
    .toBe("activated");
}

async function checkForUpdate(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
}

const servedBuild = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="rocket-build"]')?.getAttribute("content") ?? null,
  );

for (const visit of ["a return visit", "the first visit"] as const) {
  test(`on ${visit}, a waiting new version shows the banner and Update reloads into it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openRocket(page);
    if (visit === "a return visit") {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    }
    await expect(banner(page)).toHaveCount(0);

    const build = publishNewVersion();
    await checkForUpdate(page);
    await expect(banner(page)).toBeVisible({ timeout: 30_000 });
    // The page keeps running the version it loaded until the student chooses to update.
    expect(await servedBuild(page)).not.toBe(build);

    const reloaded = page.waitForEvent("load");
    await banner(page).getByRole("button", { name: "Update" }).click();
    await reloaded;
    await expect.poll(() => servedBuild(page)).toBe(build);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
}

test("the banner passes axe, and Not now hides it while keeping the current version", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openRocket(page);
  const build = publishNewVersion();
  await checkForUpdate(page);
  await expect(banner(page)).toBeVisible({ timeout: 30_000 });
  await expect(banner(page).getByRole("button", { name: "Update" })).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await banner(page).getByRole("button", { name: "Not now" }).click();
  await expect(banner(page)).toHaveCount(0);
  // Stays gone (Workbox reports the same waiting version twice; the banner shows it once).
  await page.waitForTimeout(1000);
  await expect(banner(page)).toHaveCount(0);
  expect(await servedBuild(page)).not.toBe(build);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
});
