import { expect, type Locator } from "@playwright/test";
import { pieceComesLast } from "../../src/core/content/activities/of-mission";
import { openersOf } from "../../src/core/content/mission-tags";
import type { Page as ContentPage } from "../../src/core/content/schema";
import { missionUrl, openers, slideInView, WRITTEN, writtenMission } from "./mission-helpers";
import { pieceControls } from "./piece-helpers";
import { barTop } from "./helpers";
import { expectNoSidewaysScroll, openPage, phone } from "./phone-helpers";
import { test } from "./fixtures";

// A mission on a small phone: what to tap is on the first screen, focus never hides under the
// Previous/Next bar, what looks tappable is, and nothing slides sideways.

const SMALL = { width: 320, height: 568 };
const SIZES = [{ width: 360, height: 640 }, SMALL];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A tile, planet or hotspot of the page in view, by its label. */
const opener = (slide: Locator, label: string) =>
  slide.getByRole("button", { name: new RegExp(`^${escape(label)}`) });

/** What the page asks the student to tap first, if anything. */
function firstToTap(slide: Locator, p: ContentPage): Locator | undefined {
  const [first] = openers(p);
  if (first) return opener(slide, first);
  if (p.kind === "quiz") return slide.getByRole("button", { name: "Answer the question" });
  if (p.kind === "quiz-launcher") return slide.getByRole("button", { name: "Start the quiz" });
  if ("activity" in p && p.activity && !pieceComesLast(p.kind)) {
    return pieceControls(slide, p.activity.id).first();
  }
  return undefined;
}

/**
 * Points across each drawn part of a button (its box, its label, its picture; inside rounded
 * corners) that a tap would not reach it at: covered by another button, or outside its own box.
 */
function deadSpots(button: Locator) {
  return button.evaluate((b) => {
    const parts = [b, ...b.querySelectorAll("span:not(.visually-hidden), svg")];
    return parts.flatMap((part) => {
      const r = part.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return [];
      const xs = [r.left + 6, r.left + r.width / 2, r.right - 6];
      const ys = [r.top + 6, r.top + r.height / 2, r.bottom - 6];
      return xs.flatMap((x) =>
        ys.flatMap((y) => {
          const hit = document.elementFromPoint(x, y);
          return hit && b.contains(hit)
            ? []
            : [`${part.textContent} at ${x},${y}: ${hit?.textContent}`];
        }),
      );
    });
  });
}

for (const size of SIZES) {
  test.describe(`on a ${size.width} × ${size.height} phone`, () => {
    test.use(phone(size));

    test("every page of every mission shows what it asks to tap first above the bar unscrolled, under the mission's title on one line that no page heading repeats", async ({
      page,
    }) => {
      test.setTimeout(400_000);
      for (const mission of WRITTEN) {
        for (const [index, p] of mission.pages.entries()) {
          const where = `${mission.slug} page ${index + 1}`;
          const slide = await openPage(page, mission, index);
          expect(await page.evaluate(() => scrollY), where).toBe(0);

          const title = page.getByRole("heading", { level: 1 });
          await expect(title).toHaveText(mission.title);
          const line = await title.evaluate((h) => ({
            lines: Math.round(
              h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight),
            ),
            clipped: h.scrollWidth > h.clientWidth,
          }));
          expect(line, where).toEqual({ lines: 1, clipped: false });
          const map = (await page.getByRole("button", { name: "Mission map" }).boundingBox())!;
          const h1 = (await title.boundingBox())!;
          expect(map.y, `${where}: the map is on the title's line`).toBeLessThan(h1.y + h1.height);
          await expect(slide.getByRole("heading", { level: 2 }), where).not.toHaveText(
            mission.title,
          );

          const first = firstToTap(slide, p);
          if (!first) continue;
          const box = (await first.boundingBox())!;
          expect(box.y, where).toBeGreaterThanOrEqual(0);
          expect(box.y + 44, `${where}: a fingertip of it above the bar`).toBeLessThanOrEqual(
            await barTop(page),
          );
        }
      }
    });

    test("every bin of a sort that opens its page is above the bar unscrolled, the card's choice all under the thumb", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const mission of WRITTEN) {
        for (const [index, p] of mission.pages.entries()) {
          if (!("activity" in p) || p.activity?.kind !== "sort" || pieceComesLast(p.kind)) continue;
          const where = `${mission.slug} page ${index + 1}`;
          const slide = await openPage(page, mission, index);
          const bar = await barTop(page);
          for (const bin of p.activity.bins) {
            const box = (await slide
              .getByRole("button", { name: bin, exact: true })
              .boundingBox())!;
            expect(Math.round(box.y + box.height), `${where}: ${bin}`).toBeLessThanOrEqual(bar);
          }
        }
      }
    });

    test("every tile, planet and hotspot answers a tap wherever it is drawn, a dialog of several pages shows its pager unscrolled, and no page scrolls sideways before or after", async ({
      page,
    }) => {
      test.setTimeout(400_000);
      for (const mission of WRITTEN) {
        for (const [index, p] of mission.pages.entries()) {
          const labels = openers(p);
          if (labels.length === 0) continue;
          const where = `${mission.slug} page ${index + 1}`;
          const slide = await openPage(page, mission, index);
          await expectNoSidewaysScroll(page, where);
          for (const [i, label] of labels.entries()) {
            const button = opener(slide, label);
            await button.evaluate((b) => b.scrollIntoView({ block: "center" }));
            expect(await deadSpots(button), `${where}: ${label}`).toEqual([]);
            await button.tap();
            const dialog = page.getByRole("dialog");
            await expect(dialog).toBeVisible();
            const pages = mission.dialogs.find((d) => d.id === openersOf(p)[i]!.dialog)!.pages
              .length;
            if (pages > 1) {
              for (const name of ["Previous page", "Next page"]) {
                const pager = dialog.getByRole("button", { name, exact: true });
                await expect(pager, `${where}: ${label}'s ${name}`).toBeInViewport({ ratio: 1 });
                const [b, d] = [(await pager.boundingBox())!, (await dialog.boundingBox())!];
                expect(b.y + b.height, `${where}: ${label}'s ${name}`).toBeLessThanOrEqual(
                  d.y + d.height,
                );
              }
            }
            await dialog.getByRole("button", { name: "Close" }).tap();
            await expect(dialog).toBeHidden();
            await expectNoSidewaysScroll(page, `${where}, after ${label}`);
          }
        }
      }
    });
  });
}

test.describe("on a 320 × 568 phone", () => {
  test.use(phone(SMALL));

  test("Tab through every page of every mission focuses each control wholly clear of the Previous/Next bar", async ({
    page,
  }) => {
    test.setTimeout(400_000);
    const hidden: string[] = [];
    for (const mission of WRITTEN) {
      for (const [index] of mission.pages.entries()) {
        await openPage(page, mission, index);
        const bar = await barTop(page);
        for (let presses = 0; presses < 80; presses += 1) {
          await page.keyboard.press("Tab");
          const focused = await page.evaluate((bar) => {
            const el = document.activeElement!;
            const r = el.getBoundingClientRect();
            // A box taller than the room above the bar (the carousel itself) shows its top.
            // To the nearest px: a box scrolled to the screen's top may sit a fraction above it.
            const [top, bottom] = [Math.round(r.top), Math.round(r.bottom)];
            const clear = r.height < bar ? top >= 0 && bottom <= bar : top < bar;
            return {
              inBar: r.top >= bar,
              clear,
              name: `${el.tagName} ${el.textContent?.slice(0, 30)} (top ${r.top}, bottom ${r.bottom}, bar ${bar})`,
            };
          }, bar);
          if (focused.inBar) break;
          if (!focused.clear) hidden.push(`${mission.slug} page ${index + 1}: ${focused.name}`);
        }
      }
    }
    expect(hidden).toEqual([]);
  });

  for (const [slug, label] of [
    ["buy-now-pay-later", "Who can sign up?"],
    ["what-is-credit", "Hurts"],
  ] as const) {
    test(`after tapping "${label}" and closing it, each later page of ${slug} starts at the carousel's left edge`, async ({
      page,
    }) => {
      const mission = writtenMission(slug);
      const index = mission.pages.findIndex((p) => openers(p).includes(label));
      const slide = await openPage(page, mission, index);
      await opener(slide, label).tap();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).tap();
      await expect(dialog).toBeHidden();
      await expectNoSidewaysScroll(page, `after ${label}`);
      const carousel = page.getByRole("region", { name: mission.title });
      const left = async (locator: Locator) => (await locator.boundingBox())!.x;
      for (let later = index + 1; later < mission.pages.length; later += 1) {
        if (mission.pages[later - 1]!.kind === "quiz") break; // its question waits for an answer
        // By the arrow key: taps on Next in quick succession would count as one double tap.
        await carousel.press("ArrowRight");
        await expect(page).toHaveURL(missionUrl(mission, later));
        const shown = slideInView(page, mission, later);
        await expect(shown.getByRole("heading", { level: 2 })).toBeVisible();
        const edge = await left(carousel);
        await expect.poll(() => left(shown), `page ${later + 1}, once slid in`).toBe(edge);
        await expectNoSidewaysScroll(page, `page ${later + 1}`);
      }
    });
  }

  test('the answer "Textbooks/stationery/transport" breaks only after a slash and stays inside the dialog, marked wrong or not', async ({
    page,
  }) => {
    const mission = writtenMission("student-loans");
    const index = mission.pages.findIndex(
      (p) => p.kind === "quiz" && p.quiz.options.some((o) => o.label.includes("/")),
    );
    const slide = await openPage(page, mission, index);
    await slide.getByRole("button", { name: "Answer the question" }).tap();
    const dialog = page.getByRole("dialog");
    const answer = dialog.getByRole("button", { name: /^Textbooks\/stationery\/transport/ });
    const breaks = () =>
      answer
        .locator("span")
        .first()
        .evaluate((label) => {
          // The characters each line starts with: a line that starts after a letter broke a word.
          const range = document.createRange();
          const text = label.textContent!;
          const starts: string[] = [];
          let top = -Infinity;
          let offset = 0;
          for (const node of [...label.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)) {
            for (let i = 0; i < node.textContent!.length; i += 1) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const y = range.getBoundingClientRect().top;
              if (y > top + 2) {
                if (top !== -Infinity) starts.push(text.slice(offset + i - 1, offset + i + 1));
                top = y;
              }
            }
            offset += node.textContent!.length;
          }
          return starts.filter((pair) => /[a-z]{2}/i.test(pair));
        });
    expect(await breaks()).toEqual([]);
    await answer.tap();
    await expect(answer).toHaveAttribute("data-state", "wrong");
    expect(await breaks()).toEqual([]);
    const [a, d] = [(await answer.boundingBox())!, (await dialog.boundingBox())!];
    expect(a.x + a.width, "the answer's right edge").toBeLessThanOrEqual(d.x + d.width);
  });
});
