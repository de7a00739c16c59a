import { expect, type Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import {
  bankingFundamentals as m0,
  slideInView,
  unlockBankingFundamentals,
} from "./mission-helpers";
import { test } from "./fixtures";

const index = m0.pages.findIndex((p) => p.kind === "diagram");
const visualisation = m0.pages[index];
if (visualisation?.kind !== "diagram") throw new Error("Banking fundamentals has no diagram");
const { nodes, links } = visualisation.diagram;
const at = (id: string) => nodes.findIndex((n) => n.id === id);
const name = (id: string) => nodes.find((n) => n.id === id)!.label;

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Whether `a` lies in the space between the boxes `from` and `to` (down a phone or across). */
const between = (a: Box, from: Box, to: Box, across: boolean) =>
  across
    ? a.x >= Math.min(from.x, to.x) + Math.min(from.width, to.width) - 1 &&
      a.x + a.width <= Math.max(from.x, to.x) + 1
    : a.y >= Math.min(from.y, to.y) + Math.min(from.height, to.height) - 1 &&
      a.y + a.height <= Math.max(from.y, to.y) + 1;

for (const { width, height } of [
  { width: 360, height: 640 },
  { width: 1366, height: 768 },
]) {
  test(`at ${width} × ${height} the Visualisation page draws a labelled arrow per link between its nodes, all inside the screen, and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await unlockBankingFundamentals(page);
    await page.goto(`/mission/${m0.slug}/${index}`);
    const slide = slideInView(page, m0, index);
    await expect(slide.getByRole("heading", { level: 2 })).toHaveText("Visualisation");
    const figure = slide.getByRole("figure");
    const across = width > 700;

    // A screen reader hears each flow as "From to To: label", in a list.
    const flows = figure.getByRole("listitem");
    await expect(flows).toHaveCount(links.length);
    const flowOf = (link: (typeof links)[number]) =>
      flows.filter({ hasText: `${name(link.from)} to ${name(link.to)}:` });
    for (const link of links) {
      const flow = flowOf(link);
      await expect(flow).toHaveCount(1);
      const arrow = flow.locator(":scope > [aria-hidden='true']");
      await expect(arrow).toBeVisible();
      await flow.scrollIntoViewIfNeeded();
      const [a, from, to] = await Promise.all([
        box(arrow),
        box(figure.locator("p", { hasText: name(link.from) })),
        box(figure.locator("p", { hasText: name(link.to) })),
      ]);
      expect(Math.max(a.width, a.height)).toBeGreaterThan(24); // a line, not a dot
      expect(between(a, from, to, across)).toBe(true);
      const label = flow.locator(":scope > :not([aria-hidden])");
      await expect(label).toBeVisible();
      const text = await box(label);
      expect(text.x).toBeGreaterThanOrEqual(0);
      expect(text.x + text.width).toBeLessThanOrEqual(width);
      expect(overlap(text, a)).toBe(false);
    }

    // Two ways between the same nodes: side by side, never on top of each other; the one going
    // along the chain left of (on a phone) or above (across a screen) the one coming back.
    const pairs = links.flatMap((link) => {
      const back = links.find((l) => l.from === link.to && l.to === link.from);
      return back && at(link.from) < at(link.to) ? [[link, back]] : [];
    });
    expect(pairs).toHaveLength(2); // deposits and interest; loans and repayments
    for (const [link, back] of pairs) {
      const [a, b] = await Promise.all(
        [link!, back!].map((l) => box(flowOf(l).locator(":scope > [aria-hidden='true']"))),
      );
      expect(overlap(a!, b!)).toBe(false);
      if (across) expect(a!.y).toBeLessThan(b!.y);
      else expect(a!.x).toBeLessThan(b!.x);
    }

    const wider = await figure.evaluate((fig) => {
      const edge = fig.getBoundingClientRect();
      return [...fig.querySelectorAll("*")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < edge.left - 0.5 || r.right > edge.right + 0.5;
        })
        .map((el) => el.outerHTML.slice(0, 80));
    });
    expect(wider).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expectNoAxeViolations(page);
  });
}
