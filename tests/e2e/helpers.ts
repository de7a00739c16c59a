import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "kiwi planets orbit slowly";

/** WCAG 1.4.12's text-spacing bookmarklet, as a style sheet. */
export const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

let count = 0;

/** An address no other test uses. */
export function newEmail(): string {
  count += 1;
  return `student-${Date.now()}-${count}@example.nz`;
}

/**
 * Waits for finite running animations (the page fade-in, the dialog pop) to end, so axe sees
 * final colours. Paused ones (on mission pages not in view) would never end.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the app has taken the page over: React has attached to the main region. A
 * prerendered page looks the same before, and the starter loads the app's code only after the
 * first paint, so "no requests for a while" does not mean the app has run.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/**
 * Waits until the service worker has installed its precache and is active for this origin: it
 * registers once the page is idle (up to 4 s) and then precaches the whole app, which on a
 * loaded host takes more than the poll's usual 5 s.
 */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe("activated");
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** POSTs JSON from inside the page, with its cookies, as the app itself would; the status. */
export function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    ({ path, body }) =>
      fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { path, body },
  );
}

/** Registers through the API from the page, then signs the browser in, as the app does. */
export async function signUpByApi(page: Page, name = "Aroha Test", email = newEmail()) {
  if (page.url() === "about:blank") await page.goto("/explorer");
  const account = { email, password: PASSWORD };
  expect(await postFromPage(page, "/api/auth/sign-up/email", { name, ...account })).toBe(200);
  expect(await postFromPage(page, "/api/auth/sign-in/email", account)).toBe(200);
  return { name, email };
}

/** What this device has stored under a key of its IndexedDB store (idb-keyval's), or null. */
export function deviceStore(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onsuccess = () => {
          const get = open.result.transaction("keyval").objectStore("keyval").get(key);
          get.onsuccess = () => resolve(get.result ?? null);
        };
      }),
    key,
  );
}

/** Puts progress on the device the way the app keeps it: idb-keyval's store in IndexedDB. */
export async function seedDeviceProgress(page: Page, progress: unknown) {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.result.createObjectStore("keyval");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("keyval", "readwrite");
          tx.objectStore("keyval").put(value, "rocket.progress");
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    progress,
  );
}

/** The top of the fixed bar that holds Previous and Next, in px from the top of the screen. */
export function barTop(page: Page): Promise<number> {
  // Previous, which every page has (the last page's Next is Finish).
  return page.getByRole("button", { name: "Previous page", exact: true }).evaluate((previous) => {
    let bar: Element | null = previous;
    while (bar && getComputedStyle(bar).position !== "fixed") bar = bar.parentElement;
    return bar!.getBoundingClientRect().top;
  });
}
