import { expect, type Page } from "@playwright/test";
import { CATALOGUE, catalogueRow, type CatalogueRow } from "../../src/core/content/catalogue";
import { seedDeviceProgress } from "./helpers";
import { playMission, slideInView, writtenMission } from "./mission-helpers";
import { test } from "./fixtures";

// Every mission of the catalogue, played the same way, so a new mission is held to all of it
// with no spec of its own: by touch on a phone (axe on every page on the way; each dialog's is in a11y-320.spec.ts) and by
// keyboard alone on a laptop, each from its topic page to 'Mission accomplished!'.

const topicPage = (row: CatalogueRow) => `/missions/${row.topic}`;
const tile = (page: Page, row: CatalogueRow) =>
  page.getByRole("link", { name: new RegExp(`^${row.title}`) });

/** The mission whose completion unlocks this one (spec section 4), if it is locked at first. */
const unlocker = (row: CatalogueRow) => CATALOGUE.find((m) => m.unlocks === row.uid);

/** Every page of the unlocking mission seen on this device, which unlocks a locked mission. */
async function unlockOnDevice(page: Page, row: CatalogueRow) {
  const before = unlocker(row);
  if (row.open || !before) return;
  await seedDeviceProgress(page, {
    [before.uid]: { pages: [...Array(before.total).keys()], tags: [] },
  });
}

/** Opens the mission from its tile, as a student would; a locked one shows as locked first. */
async function openFromTopicPage(page: Page, row: CatalogueRow) {
  await page.goto(topicPage(row));
  if (!row.open) {
    await expect(page.getByText(`${row.title}Locked.`)).toBeVisible();
    await expect(tile(page, row)).toHaveCount(0);
    await unlockOnDevice(page, row);
    await page.reload();
  }
  await expect(tile(page, row)).toHaveAttribute("href", `/mission/${row.slug}`);
}

/** The mission this one unlocks is open on its topic page now, and starts at its first page. */
async function expectUnlocked(page: Page, uid: CatalogueRow["uid"]) {
  const next = catalogueRow(uid);
  await page.goto(topicPage(next));
  await expect(page.getByText(`${next.title}Locked.`)).toHaveCount(0);
  await tile(page, next).tap();
  await expect(page).toHaveURL(new RegExp(`/mission/${next.slug}(/0)?$`));
  const first = writtenMission(next.slug);
  await expect(slideInView(page, first, 0).getByRole("heading", { level: 2 })).toHaveText(
    first.pages[0]!.title,
  );
}

for (const row of CATALOGUE) {
  const mission = writtenMission(row.slug);
  const unlocks = row.unlocks ? `, which unlocks ${catalogueRow(row.unlocks).title}` : "";

  test.describe(row.title, () => {
    // Touch with axe on every page takes 1 to 2 minutes on a loaded 2-core machine.
    test.describe.configure({ timeout: 240_000 });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

      test(`a visitor plays it by touch to 'Mission accomplished!', every page passing axe${unlocks}`, async ({
        page,
      }) => {
        await openFromTopicPage(page, row);
        await tile(page, row).tap();
        const dialogs = await playMission(page, mission, "tap", { open: false, axe: true });
        expect(dialogs).toBe(mission.dialogs.length);
        await page.getByRole("link", { name: /Mission accomplished!/ }).tap();
        await expect(page).toHaveURL(/\/missions$/);
        if (row.unlocks) await expectUnlocked(page, row.unlocks);
      });
    });

    test.describe("on a laptop", () => {
      test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

      test("a visitor plays it by keyboard alone, to 'Mission accomplished!'", async ({ page }) => {
        await page.goto("/explorer");
        await unlockOnDevice(page, row);
        await playMission(page, mission, "keyboard");
        await page.getByRole("link", { name: /Mission accomplished!/ }).press("Enter");
        await expect(page).toHaveURL(/\/missions$/);
      });
    });
  });
}
