import { expect, type Locator, type Page } from "@playwright/test";
import { CATALOGUE } from "../../src/core/content/catalogue";
import type { Page as ContentPage } from "../../src/core/content/schema";
import { plainText } from "../../src/core/content/texts";
import { MAORI_WORDS } from "../../src/core/content/vocabulary";
import { PATHS } from "../../src/core/paths";
import { appTakenOver, barTop, expectNoAxeViolations, settle, TEXT_SPACING } from "./helpers";
import {
  missionUrl,
  openers,
  press,
  slideInView,
  whenRight,
  writtenMission,
} from "./mission-helpers";
import { expectNoSidewaysScroll, openPage, phone } from "./phone-helpers";
import { playPiece } from "./piece-helpers";
import { forcedColoursOf, openMoreOptions, retype } from "./tools-helpers";
import { test } from "./fixtures";

// Issue 23, point 13: WCAG 2.2 AA at 320 × 568, in one place. Every mission of the catalogue is
// played in one pass with WCAG 1.4.12's text spacing and reduced motion: every page, dialog,
// hands-on piece and quiz state; then both calculators, plain and in forced colours.

const SCREEN = { width: 320, height: 568 };
test.use({ ...phone(SCREEN), reducedMotion: "reduce" });

type QuizPage = Extract<ContentPage, { kind: "quiz" }>;

/** Text in `scope` that holds a Māori word outside lang="mi" (WCAG 3.1.2). */
function unmarkedMaori(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, words) => {
    const word = new RegExp(`(?<!\\p{L})(${words.join("|")})(?!\\p{L})`, "iu");
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('[lang="mi"]')) continue;
      const hit = node.textContent?.match(word);
      if (hit) found.push(`"${hit[0]}" in "${node.textContent!.trim().slice(0, 60)}"`);
    }
    return found;
  }, MAORI_WORDS);
}

/**
 * What reduced motion leaves moving or unseen (WCAG 2.2.2): animations that run for ever, and
 * text, controls and pictures of the page in view left transparent or hidden, as a picture only
 * an animation brings in would be. (A drawing's own parts may rest hidden, as a comet does.)
 */
function motionLeft(slide: Locator) {
  return slide.evaluate((root) => ({
    looping: document
      .getAnimations()
      .filter((a) => a.playState === "running")
      .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => `${(a as CSSAnimation).animationName}`),
    unseen: [...root.querySelectorAll("button, a, [role=img], p, li, h2, h3, td, th")]
      .filter((el) => el.matches("[role=img]") || el.textContent?.trim())
      .filter((el) => !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40) ?? ""}`),
  }));
}

/** The box lies wholly on the screen and, for a box on the page, above the Previous/Next bar. */
async function expectClear(page: Page, box: Locator, where: string, bar = SCREEN.height) {
  const b = (await box.boundingBox())!;
  // To the nearest px: layout in rem units is not whole pixels; scrolling is.
  expect(Math.round(b.x), where).toBeGreaterThanOrEqual(0);
  expect(Math.round(b.y), where).toBeGreaterThanOrEqual(0);
  expect(Math.round(b.x + b.width), `${where}: right edge`).toBeLessThanOrEqual(SCREEN.width);
  expect(Math.round(b.y + b.height), `${where}: foot`).toBeLessThanOrEqual(bar);
}

/** Text boxes in the dialog wider than themselves: words cut off or running out sideways. */
const clippedText = (dialog: Locator) =>
  dialog.evaluate((d) =>
    [...d.querySelectorAll(":scope > div:last-child, h2, h3, p, li, button")]
      .filter((el) => !el.matches(".visually-hidden")) // a screen reader's copy, 1 px on purpose
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map(
        (el) =>
          `${el.tagName} "${el.textContent?.slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`,
      ),
  );

/** An open dialog at 320 px with text spacing: axe clean, Māori marked, on the screen, nothing cut. */
async function checkDialog(page: Page, dialog: Locator, where: string, opened = true) {
  await expect(dialog, where).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await unmarkedMaori(dialog), `${where}: lang="mi"`).toEqual([]);
  await expectClear(page, dialog, `${where}: the dialog`);
  // As it opens: an answer given may scroll a long one down to what it says back.
  if (opened) {
    const close = dialog.getByRole("button", { name: "Close" });
    await expect(close, `${where}: Close`).toBeInViewport({ ratio: 1 });
  }
  for (const pager of await dialog.getByRole("button", { name: /^(Previous|Next) page$/ }).all()) {
    await expect(pager, `${where}: its pager`).toBeInViewport({ ratio: 1 });
  }
  expect(await clippedText(dialog), `${where}: clipped text`).toEqual([]);
}

/** Focus sits on `target`, wholly on the screen and clear of the Previous/Next bar. */
async function expectFocusClear(page: Page, target: Locator, where: string) {
  await expect(target, where).toBeFocused();
  // Where it comes to rest: a page's turn is a transition even with reduced motion (0.01 ms),
  // and it moves the track on the frame after focus arrives, not with it.
  await settle(page);
  await expectClear(page, target, `${where}: focus`, await barTop(page));
}

/** Every tile, planet and hotspot of the page opened, checked and closed. */
async function openEachDialog(page: Page, slide: Locator, p: ContentPage, where: string) {
  for (const label of openers(p)) {
    const opener = slide.getByRole("button", { name: new RegExp(`^${label}`) });
    await opener.tap();
    const dialog = page.getByRole("dialog");
    await checkDialog(page, dialog, `${where}, ${label}`);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();
    await expectFocusClear(page, opener, `${where}, back from ${label}`);
  }
}

/** The question, a wrong answer with its why, then the right answer with its why. */
async function answerQuiz(page: Page, slide: Locator, p: QuizPage, where: string) {
  const { options, correct } = p.quiz;
  await slide.getByRole("button", { name: "Answer the question" }).tap();
  const dialog = page.getByRole("dialog", { name: p.title });
  await expect(dialog).toHaveAccessibleDescription(/\S/);
  await checkDialog(page, dialog, `${where}, the question`);
  const answers = dialog.getByRole("list").getByRole("button");
  await expect(answers).toHaveCount(options.length);
  for (const answer of await answers.all()) await expectClear(page, answer, `${where}, an answer`);

  const wrong = options.findIndex((_, i) => i !== correct);
  await dialog.getByRole("button", { name: options[wrong]!.label, exact: true }).tap();
  const status = dialog.getByRole("status");
  await expect(status).toContainText(`Not quite. ${plainText(options[wrong]!.explanation)}`);
  await checkDialog(page, dialog, `${where}, a wrong answer`, false);
  await expectClear(page, status, `${where}, why it is wrong`);

  const right = whenRight(page);
  await dialog.getByRole("button", { name: options[correct]!.label, exact: true }).tap();
  const shown = await right;
  const why = plainText(options[correct]!.explanation);
  expect(shown.text, `${where}, the right answer`).toContain(why);
  expect(shown.top, `${where}, why it is right`).toBeGreaterThanOrEqual(0);
  expect(shown.bottom, `${where}, why it is right`).toBeLessThanOrEqual(shown.height);
  await expect(dialog).toBeHidden();
  // Kept for a screen reader once the next page's heading is read.
  await expect(page.getByRole("main").getByRole("status").last()).toContainText(why);
}

for (const row of CATALOGUE) {
  const mission = writtenMission(row.slug);

  test(`${row.title} at 320 px with text spacing and reduced motion: every page, dialog, piece and quiz state fits, keeps focus in view and te reo marked, nothing loops, axe is clean`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openPage(page, mission, 0);
    await page.addStyleTag({ content: TEXT_SPACING });
    for (const [index, p] of mission.pages.entries()) {
      const where = `${mission.slug} page ${index + 1}`;
      await expect(page).toHaveURL(missionUrl(mission, index));
      const slide = slideInView(page, mission, index);
      const heading = slide.getByRole("heading", { level: 2 });
      await expect(heading, where).toHaveText(p.title);
      if (index > 0) await expectFocusClear(page, heading, where);
      await settle(page);
      await expectNoSidewaysScroll(page, where);
      expect(await unmarkedMaori(slide), `${where}: lang="mi"`).toEqual([]);
      expect(await motionLeft(slide), where).toEqual({ looping: [], unseen: [] });

      await openEachDialog(page, slide, p, where);
      if ("activity" in p && p.activity) {
        await playPiece(page, slide, p.activity, "tap");
        await expectNoSidewaysScroll(page, `${where}, ${p.activity.id} played`);
        await expectNoAxeViolations(page);
      }
      if (p.kind === "quiz") await answerQuiz(page, slide, p, where);
      else if (p.kind === "quiz-launcher") {
        await slide.getByRole("button", { name: "Start the quiz" }).tap();
      } else if (p.kind !== "takeaways") {
        // By Enter on Next: taps on Next close together would be one double tap.
        await press(page.getByRole("button", { name: "Next page", exact: true }), "keyboard");
      }
    }
    await expect(page.getByRole("link", { name: /Mission accomplished!/ })).toBeVisible();
  });
}

for (const name of ["repayment", "savings"] as const) {
  test(`the ${name} calculator at 320 px with text spacing: axe is clean, nothing scrolls sideways, the answer stays in view while editing, and in forced colours the chosen choice and the chart's keys and labels show`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(PATHS.tool(name));
    await appTakenOver(page);
    await page.addStyleTag({ content: TEXT_SPACING });
    await openMoreOptions(page);
    const chart = page.getByRole("slider", { name: "Choose a year" });
    await chart.scrollIntoViewIfNeeded();
    await chart.focus();
    await expectNoAxeViolations(page);
    await retype(page.getByLabel("Interest rate"), "7");
    // The answer's key figure, pinned to the screen while a field is edited.
    const pinned = page.locator("[data-shown]");
    await expect(pinned).toBeVisible();
    await expectClear(page, pinned, "the pinned answer");
    await expectNoSidewaysScroll(page, name);

    await page.emulateMedia({ forcedColors: "active" });
    const [chosen] = await forcedColoursOf(page, "input[type=radio]:checked + span");
    const others = await forcedColoursOf(page, "input[type=radio]:not(:checked) + span");
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(chosen!.border, "the chosen choice's border").not.toBe(other.border);
      expect(chosen!.background, "the chosen choice's background").not.toBe(other.background);
    }
    const text = await page.locator("body").evaluate((b) => getComputedStyle(b).color);
    const keys = await forcedColoursOf(page, "figure li > span");
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) expect(key).toMatchObject({ adjust: "none", outline: text });
    expect(new Set(keys.map((k) => k.background)).size, "keys apart").toBe(keys.length);
    const labels = await forcedColoursOf(page, "figure svg text");
    expect(labels.length).toBeGreaterThan(4);
    for (const label of labels) expect(label.fill, "an axis label").toBe(text);
  });
}
