import { expect } from "@playwright/test";
import { serviceWorkerReady } from "./helpers";
import { test } from "./fixtures";

test("after one visit, /explorer and a page never visited load while offline; a page that needs the network says it is offline", async ({
  page,
  context,
}) => {
  const notices: string[] = [];
  page.on("console", (m) => notices.push(m.text()));
  await page.goto("/explorer");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await serviceWorkerReady(page);
  await expect.poll(() => notices).toContain("Rocket is ready to work offline.");

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle("Home | Rocket");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect
    .poll(() => notices)
    .toContain("No internet connection found. Rocket is running in offline mode.");

  // Lazy page chunks are precached too, so a page not seen online opens offline.
  await page.goto("/missions");
  await expect(page.getByRole("heading", { level: 1, name: "Mission control" })).toBeVisible();

  // Sending a message needs the network: its page is not precached (decision 0066).
  await page.goto("/contact");
  await expect(page.getByRole("alert").getByRole("heading", { level: 1 })).toHaveText(
    "You're offline",
  );
});

test("the service worker keeps the app shell but never an /api answer", async ({ page }) => {
  await page.goto("/explorer");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await serviceWorkerReady(page);
  await page.evaluate(() => fetch("/api/health"));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain("/index.html");
  expect(cached).toContain("/manifest.webmanifest");
  expect(cached.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true);
  expect(cached.some((u) => u.endsWith(".woff2"))).toBe(true);
  expect(cached.filter((u) => u.startsWith("/api/"))).toEqual([]);
});
