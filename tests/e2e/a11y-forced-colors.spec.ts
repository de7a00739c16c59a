import { expect, test, type Page } from "@playwright/test";
import { appTakenOver } from "./helpers";
import { chartWords } from "./tools-helpers";

/** What forced colours leave of an element: the colours a student in high contrast sees. */
const shown = (page: Page, selector: string) =>
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

test.use({ viewport: { width: 320, height: 568 } });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/tools/savings-calculator");
  await appTakenOver(page);
  // The chart is drawn once it comes into view (content-visibility), measured to its box.
  await page.getByRole("main").locator("figure").scrollIntoViewIfNeeded();
  await expect(chartWords(page)).toBeAttached();
});

test("in forced colours the chosen calculator choice has its own border and background", async ({
  page,
}) => {
  const [chosen] = await shown(page, "input[type=radio]:checked + span");
  const others = await shown(page, "input[type=radio]:not(:checked) + span");
  expect(others.length).toBeGreaterThan(0);
  for (const other of others) {
    expect(chosen!.border).not.toBe(other.border);
    expect(chosen!.background).not.toBe(other.background);
  }
});

test("in forced colours the chart keys keep their colours and stand apart, edged in the text colour", async ({
  page,
}) => {
  const text = await page.locator("body").evaluate((b) => getComputedStyle(b).color);
  const swatches = await shown(page, "figure li > span");
  expect(swatches.length).toBeGreaterThan(1);
  for (const swatch of swatches) {
    expect(swatch.adjust).toBe("none");
    expect(swatch.outline).toBe(text);
  }
  expect(new Set(swatches.map((s) => s.background)).size).toBe(swatches.length);
});

test("in forced colours the chart's axis labels are drawn in the text colour", async ({ page }) => {
  const text = await page.locator("body").evaluate((b) => getComputedStyle(b).color);
  const labels = await shown(page, "figure svg text");
  expect(labels.length).toBeGreaterThan(4);
  for (const label of labels) expect(label.fill).toBe(text);
});
