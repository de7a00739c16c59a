import { expect, type Locator, type Page } from "@playwright/test";

/** The calculator's answer in words. */
export const answer = (page: Page) => page.getByRole("region", { name: "Your answer" });

/** The chart's words for screen readers (its <desc>), which change with the chart. */
export const chartWords = (page: Page) => page.getByRole("main").locator("figure svg desc");

/** Presses Tab until `target` has focus (at most 40 times): reaching it by keyboard alone. */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Empties a field and types into it key by key, as a student does. */
export async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.pressSequentially(text);
}

/** Opens "More options", where the expert fields sit. */
export async function openMoreOptions(page: Page) {
  await page.locator("summary", { hasText: "More options" }).click();
}

/** What forced colours leave of each element a selector finds: the colours a student in high contrast sees. */
export const forcedColoursOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const s = getComputedStyle(el);
      return {
        border: s.borderTopColor,
        background: s.backgroundColor,
        fill: s.fill,
        outline: s.outlineStyle === "none" ? "none" : s.outlineColor,
        adjust: s.forcedColorAdjust,
      };
    }),
  );
