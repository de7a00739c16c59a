import { expect, type Page } from "@playwright/test";
import { CLASS_ROUTES } from "../../src/core/class-paths";
import { PAGE_ROUTES } from "../../src/core/paths";
import { appTakenOver, seedDeviceProgress, settle, signUpByApi, TEXT_SPACING } from "./helpers";
import { quizIds, WRITTEN } from "./mission-helpers";
import { test } from "./fixtures";

/**
 * The narrowest screen WCAG 1.4.10 asks a page to fit. A phone's layout viewport grows to fit
 * what is too wide, so window.innerWidth is no measure.
 */
const WIDTH = 320;

/** A route with parameters is visited at one real path. */
const VISIT: Record<string, string> = {
  "/mission/:slug/:page?": "/mission/types-of-bank-accounts/0",
  "/join/:code": "/join/ABCD1234",
  "/classes/:id": "/classes/no-such-class",
};
const PATHS = [...PAGE_ROUTES, ...CLASS_ROUTES].map((r) => VISIT[r.path] ?? r.path);

/** The paths whose page is wider than the screen, with by how much. */
async function sidewaysScroll(page: Page, spacing: boolean): Promise<string[]> {
  const wide: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await appTakenOver(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (spacing) await page.addStyleTag({ content: TEXT_SPACING });
    await settle(page);
    const over = await page.evaluate((w) => document.documentElement.scrollWidth - w, WIDTH);
    if (over > 0) wide.push(`${path} +${over}px${spacing ? " (text spacing)" : ""}`);
  }
  return wide;
}

test.use({ viewport: { width: WIDTH, height: 568 } });

for (const signedIn of [false, true]) {
  const who = signedIn ? "signed in" : "signed out";
  test(`${who}, no page scrolls sideways at 320 px, plain or with WCAG text spacing`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (signedIn) await signUpByApi(page);
    const wide = [...(await sidewaysScroll(page, false)), ...(await sidewaysScroll(page, true))];
    expect(wide).toEqual([]);
  });
}

test("with WCAG text spacing at 320 px, the bar's 'Page N of M' stays clear of Previous, Next and Finish", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/explorer");
  const all = WRITTEN.map((m) => [m.uid, { pages: [...m.pages.keys()], tags: quizIds(m) }]);
  await seedDeviceProgress(page, Object.fromEntries(all));
  // Each mission's second page (Previous and Next) and last (Finish, the widest numbers).
  const visits = WRITTEN.flatMap((m) =>
    [1, m.pages.length - 1].map((i) => `/mission/${m.slug}/${i}`),
  );
  const overlaps: string[] = [];
  for (const path of visits) {
    await page.goto(path);
    await appTakenOver(page);
    await page.addStyleTag({ content: TEXT_SPACING });
    await settle(page);
    const label = page.locator("[aria-live=polite]", { hasText: /^Page\s\d+ of\s\d+$/ });
    await expect(label).toBeVisible();
    // The words' own box: the paragraph's box is its flex item's, whatever the words do.
    const hit = await label.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const words = range.getBoundingClientRect();
      const bar = p.closest("section")!.querySelectorAll("button");
      return [...bar]
        .filter((button) => button.closest("[role=group]") === null)
        .filter((button) => {
          const b = button.getBoundingClientRect();
          return (
            words.left < b.right &&
            b.left < words.right &&
            words.top < b.bottom &&
            b.top < words.bottom
          );
        })
        .map((button) => `${p.textContent} under ${button.getAttribute("aria-label")}`);
    });
    overlaps.push(...hit.map((h) => `${path}: ${h}`));
  }
  expect(overlaps).toEqual([]);
});
