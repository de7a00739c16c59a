import { expect, type Page } from "@playwright/test";
import {
  deviceStore,
  PASSWORD,
  postFromPage,
  seedDeviceProgress,
  serviceWorkerReady,
  signUpByApi,
} from "./helpers";
import { slideInView, typesOfBankAccounts as m7 } from "./mission-helpers";
import { test } from "./fixtures";

const next = (page: Page) => page.getByRole("button", { name: "Next page", exact: true });

/** Types of bank accounts on the account, as the server has it. */
const serverMission = (page: Page): Promise<{ pages: number[]; tags: string[] }> =>
  page.evaluate(() =>
    fetch("/api/me")
      .then((r) => r.json())
      .then((me) => me.missions.find((m: { uid: string }) => m.uid === "m7")),
  );
const serverPages = async (page: Page) => (await serverMission(page)).pages;

/** Signs up and opens the first page of Types of bank accounts, which the account then holds. */
async function startMission(page: Page) {
  await signUpByApi(page);
  await page.goto(`/mission/${m7.slug}/0`);
  await expect.poll(() => serverPages(page)).toEqual([0]);
}

test("visits made offline are kept on the device and reach the account when back online", async ({
  page,
  context,
}) => {
  await startMission(page);

  await context.setOffline(true);
  await next(page).click();
  await expect(page).toHaveURL(/\/1$/);
  await slideInView(page, m7, 1)
    .getByRole("button", { name: /^Everyday/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await next(page).click();
  await expect(page).toHaveURL(/\/2$/);
  // Still offline: the topic page shows the device's progress at once.
  await page.getByRole("navigation", { name: "Mission map" }).getByRole("button").click();
  await expect(page.getByRole("link", { name: "What is a bank account? (visited)" })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => serverPages(page), { timeout: 10_000 }).toEqual([0, 1, 2]);
  expect((await serverMission(page)).tags).toContain("everyday");
});

test("a signed-in student who starts the app offline keeps their progress and sends new visits later", async ({
  page,
  context,
}) => {
  await startMission(page);
  // Let the service worker take charge, so the app itself loads offline.
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.goto(`/mission/${m7.slug}/1`);
  await expect(slideInView(page, m7, 1).getByRole("button", { name: /^Everyday/ })).toBeVisible();
  // The visit is stored with its place in the send queue (one IndexedDB transaction) before the
  // student leaves the page: leaving sooner could lose it, as a closed tab would.
  await expect
    .poll(() => deviceStore(page, "rocket.pending"))
    .toMatchObject({ m7: { pages: expect.arrayContaining([1]) } });
  await page.goto("/missions/what-is-banking");
  await expect(page.getByRole("link", { name: /^Types of bank accounts/ })).toContainText(
    "33% done",
  );

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect.poll(() => serverPages(page), { timeout: 10_000 }).toEqual([0, 1]);
});

test("two devices signed in to one account end up with the same progress", async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const { email } = await signUpByApi(a);
  await b.goto("/explorer");
  expect(await postFromPage(b, "/api/auth/sign-in/email", { email, password: PASSWORD })).toBe(200);

  await a.goto(`/mission/${m7.slug}/0`);
  await next(a).click();
  await expect(a).toHaveURL(/\/1$/);
  await b.goto(`/mission/${m7.slug}/0`);
  await expect.poll(() => serverPages(b)).toEqual([0, 1]);
  await next(b).click();
  await next(b).click();
  await expect(b).toHaveURL(/\/2$/);
  await expect.poll(() => serverPages(b)).toEqual([0, 1, 2]);

  // Each device shows the union: one after a reload, the other on its next save.
  await a.goto("/missions/what-is-banking");
  await expect(a.getByRole("link", { name: /^Types of bank accounts/ })).toContainText("50% done");
  await b.goto("/missions/what-is-banking");
  await expect(b.getByRole("link", { name: /^Types of bank accounts/ })).toContainText("50% done");
});

test("logging out clears the account's progress from the device; logging in brings it back", async ({
  page,
}) => {
  const { email } = await signUpByApi(page);
  await page.goto(`/mission/${m7.slug}/0`);
  await next(page).click();
  await expect.poll(() => serverPages(page)).toEqual([0, 1]);
  await page.goto("/logout");
  await expect(page.getByRole("heading", { name: "You've logged out" })).toBeVisible();
  await page.goto(`/mission/${m7.slug}/0`);
  await expect(
    page.getByRole("heading", { level: 2, name: "What is a bank account?" }),
  ).toBeVisible();
  // Only the visit made after logging out is left on the device (the page is prerendered, so
  // its heading shows before the app has recorded the visit).
  await expect
    .poll(() => deviceStore(page, "rocket.progress"))
    .toEqual({ m7: { pages: [0], tags: [] } });
  expect(await deviceStore(page, "rocket.me")).toBeNull();

  expect(await postFromPage(page, "/api/auth/sign-in/email", { email, password: PASSWORD })).toBe(
    200,
  );
  await page.goto("/missions/what-is-banking");
  await expect(page.getByRole("link", { name: /^Types of bank accounts/ })).toContainText(
    "33% done",
  );
});

test("a visit holding an item the content no longer has still reaches the account, without that item", async ({
  page,
}) => {
  await page.goto("/explorer");
  await seedDeviceProgress(page, { m7: { pages: [0, 2], tags: ["a-retired-item"] } });
  // As the Google button leaves it, so the device's progress is queued for the new account.
  await page.evaluate(() => sessionStorage.setItem("rocket.mergeAfterGoogle", "1"));
  await signUpByApi(page);
  await page.goto("/explorer");
  await expect.poll(() => serverMission(page)).toMatchObject({ pages: [0, 2], tags: [] });
  await expect.poll(() => deviceStore(page, "rocket.pending")).toEqual({});
});
