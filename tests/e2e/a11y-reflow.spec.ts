import { expect, test, type Page } from "@playwright/test";
import { PAGE_ROUTES } from "../../src/core/paths";
import { appTakenOver, settle, signUpByApi, TEXT_SPACING } from "./helpers";

/**
 * The narrowest screen WCAG 1.4.10 asks a page to fit. A phone's layout viewport grows to fit
 * what is too wide, so window.innerWidth is no measure.
 */
const WIDTH = 320;

/** A route with parameters is visited at one real path. */
const VISIT: Record<string, string> = {
  "/mission/:slug/:page?": "/mission/types-of-bank-accounts/0",
};
const PATHS = PAGE_ROUTES.map((r) => VISIT[r.path] ?? r.path);

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
