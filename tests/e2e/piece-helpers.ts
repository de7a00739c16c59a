import { expect, type Locator, type Page } from "@playwright/test";
import { SLIDER_MODELS } from "../../src/core/content/activities/slider-models";
import type {
  Activity,
  ChooseActivity,
  SliderActivity,
  SortActivity,
} from "../../src/core/content/activities/types";
import { barTop } from "./helpers";
import type { Input } from "./mission-helpers";

// A page's hands-on piece played as a student would, by touch, mouse or keyboard.

export const pieceOf = (slide: Locator, id: string) => slide.locator(`[data-activity="${id}"]`);

/** The buttons and slider a piece asks the student to work, in order. */
export const pieceControls = (slide: Locator, id: string) =>
  pieceOf(slide, id).locator("button, input");

/**
 * What the piece says back comes on screen by itself, wholly above the Previous/Next bar: the
 * app scrolls it there once drawn. Its top can land a fraction of a pixel past the edge (layout
 * in rem units is not whole pixels; scrolling is), so edges are compared to the nearest pixel.
 */
async function expectInView(page: Page, said: Locator, where: string) {
  const bar = await barTop(page);
  await expect
    .poll(async () => {
      const box = (await said.boundingBox())!;
      return { top: Math.round(box.y) >= 0, aboveTheBar: Math.round(box.y + box.height) <= bar };
    }, where)
    .toEqual({ top: true, aboveTheBar: true });
}

/** Works a button: a tap, a click, or (focus already on it) Enter. */
async function work(button: Locator, input: Input) {
  if (input === "tap") await button.tap();
  else if (input === "click") await button.click();
  else {
    await expect(button).toBeFocused();
    await button.press("Enter");
  }
}

/** From the focused option, Tab on to the one `steps` later. */
async function tabOn(page: Page, steps: number) {
  for (let i = 0; i < steps; i += 1) await page.keyboard.press("Tab");
}

async function playSort(page: Page, piece: Locator, activity: SortActivity, input: Input) {
  const { cards, bins } = activity;
  const verdict = piece.getByRole("status");
  let right = 0;
  for (const [i, card] of cards.entries()) {
    const where = `${activity.id}, card ${i + 1}`;
    await expect(piece.getByText(`Card ${i + 1} of ${cards.length}`), where).toBeVisible();
    // The first card goes in a wrong bin on purpose: the piece must say so, and where it goes.
    const pick = i === 0 ? (card.bin + 1) % bins.length : card.bin;
    if (pick === card.bin) right += 1;
    const bin = piece.getByRole("button", { name: bins[pick]!, exact: true });
    if (input === "keyboard") {
      // Next card hands focus to the first bin; the first card is tabbed to.
      const first = piece.getByRole("button", { name: bins[0]!, exact: true });
      if (i === 0) await first.focus();
      else await expect(first, `${where}: focus on the first bin`).toBeFocused();
      await tabOn(page, pick);
    }
    await work(bin, input);
    await expect(verdict, where).toContainText(pick === card.bin ? "Right!" : "Not quite.");
    await expect(verdict, where).toContainText(`${bins[card.bin]}:`);
    await expectInView(page, verdict, where);
    const next = piece.getByRole("button", {
      name: i + 1 < cards.length ? "Next card" : "See my score",
    });
    await work(next, input);
  }
  const score = piece.getByRole("status");
  await expect(score).toHaveText(`You sorted ${right} of ${cards.length} right.`);
  await expectInView(page, score, `${activity.id}, score`);
  if (input === "keyboard")
    await expect(piece.getByRole("button", { name: "Sort again" })).toBeFocused();
}

async function playChoose(page: Page, piece: Locator, activity: ChooseActivity, input: Input) {
  const verdict = piece.getByRole("status");
  const wrong = (activity.correct + 1) % activity.options.length;
  // By place, not name: a chosen option's name gains its mark ("Right" or "Wrong").
  const option = (i: number) => piece.getByRole("listitem").nth(i).getByRole("button");
  if (input === "keyboard") {
    await option(0).focus();
    await tabOn(page, wrong);
  }
  await work(option(wrong), input);
  await expect(verdict).toContainText("Not quite.");
  await expectInView(page, verdict, `${activity.id}, a wrong answer`);
  if (input === "keyboard") {
    // Back to the first option, then on to the right one (the wrong one keeps its place).
    await option(0).focus();
    await tabOn(page, activity.correct);
  }
  await work(option(activity.correct), input);
  await expect(verdict).toContainText("Right!");
  await expectInView(page, verdict, `${activity.id}, the right answer`);
}

async function playSlider(page: Page, piece: Locator, activity: SliderActivity, input: Input) {
  const model = SLIDER_MODELS[activity.model];
  const slider = piece.getByRole("slider", { name: new RegExp(`^${model.label}`) });
  await expect(slider).toHaveValue(String(model.start));
  await expect(piece).toContainText(model.read(model.start).says);
  if (input === "keyboard") {
    await slider.focus();
    await page.keyboard.press(
      model.start + 2 * model.step <= model.max ? "ArrowRight" : "ArrowLeft",
    );
    await page.keyboard.press(
      model.start + 2 * model.step <= model.max ? "ArrowRight" : "ArrowLeft",
    );
  } else {
    // Near the far end from where it starts: the thumb jumps there.
    const box = (await slider.boundingBox())!;
    const x = model.start > (model.min + model.max) / 2 ? 8 : box.width - 8;
    const at = { position: { x, y: box.height / 2 } };
    if (input === "tap") await slider.tap(at);
    else await slider.click(at);
  }
  const value = Number(await slider.inputValue());
  expect(value, `${activity.id} moved`).not.toBe(model.start);
  const { says } = model.read(value);
  // The sentence on screen (a screen reader's copy of it is hidden).
  const sentence = piece.locator("p:not([role=status])", { hasText: says });
  await expect(sentence).toBeVisible();
  // Said to a screen reader once the slider rests.
  await expect(piece.getByRole("status")).toHaveText(says);
  // Not scrolled to by the app, which would move the page under a finger still on the slider.
  await sentence.scrollIntoViewIfNeeded();
  await expectInView(page, sentence, `${activity.id}, what it says`);
}

/** Plays a piece to its end, checking each answer it gives is on screen. */
export async function playPiece(page: Page, slide: Locator, activity: Activity, input: Input) {
  const piece = pieceOf(slide, activity.id);
  if (activity.kind === "sort") await playSort(page, piece, activity, input);
  if (activity.kind === "choose") await playChoose(page, piece, activity, input);
  if (activity.kind === "slider") await playSlider(page, piece, activity, input);
}
