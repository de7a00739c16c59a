import { expect, type Locator, type Page } from "@playwright/test";
import { openersOf, quizIdsOf } from "../../src/core/content/mission-tags";
import type { Mission, Page as ContentPage } from "../../src/core/content/schema";
import { plainText } from "../../src/core/content/texts";
import { loadMissions } from "../../src/server/missions";
import { appTakenOver, expectNoAxeViolations, postFromPage, signUpByApi } from "./helpers";
import { addProgress } from "./nav-helpers";
import { playPiece } from "./piece-helpers";

/** Every written mission, each joined with its catalogue row, as the server reads them. */
export const WRITTEN = await loadMissions();

/** A written mission by its slug, for a spec about that mission's own content. */
export function writtenMission(slug: string): Mission {
  const mission = WRITTEN.find((m) => m.slug === slug);
  if (!mission) throw new Error(`No content file missions/${slug}.ts`);
  return mission;
}

export const typesOfBankAccounts = writtenMission("types-of-bank-accounts");
export const typesOfCards = writtenMission("types-of-cards");
export const bankingFundamentals = writtenMission("banking-fundamentals");
export const BANKING = [typesOfBankAccounts, typesOfCards, bankingFundamentals] as const;

/** The page of the mission carousel in view (the others are inert). */
export const slideInView = (page: Page, mission: Mission, index: number) =>
  page
    .getByRole("region", { name: mission.title })
    .getByRole("group", { name: `${index + 1} of ${mission.pages.length}`, exact: true });

/** A page of the mission carousel, in view or not (a page out of view is inert, unseen by roles). */
const slideAt = (page: Page, mission: Mission, index: number) =>
  page
    .getByRole("region", { name: mission.title })
    .locator(`[aria-roledescription="page"][aria-label="${index + 1} of ${mission.pages.length}"]`);

export const missionUrl = (mission: Mission, index: number) =>
  new RegExp(`/mission/${mission.slug}/${index}$`);

/** How the student works the controls: a finger, a mouse, or the keyboard. */
export type Input = "tap" | "click" | "keyboard";

export async function press(target: Locator, input: Input): Promise<void> {
  if (input === "tap") await target.tap();
  else if (input === "click") await target.click();
  else {
    await target.focus();
    await target.press("Enter");
  }
}

/** Buttons on a page that open dialogs: tiles, planets and hotspots, by their labels. */
export const openers = (p: ContentPage): string[] => openersOf(p).map((o) => o.label);

async function openEachDialog(page: Page, slide: Locator, labels: string[], input: Input) {
  for (const label of labels) {
    const opener = slide.getByRole("button", { name: new RegExp(`^${label}`) });
    await press(opener, input);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    if (input === "keyboard") await page.keyboard.press("Escape");
    else await press(dialog.getByRole("button", { name: "Close" }), input);
    await expect(dialog).toBeHidden();
    await expect(opener).toHaveAccessibleName(`${label} (opened)`);
  }
}

/**
 * Answers a quiz as a student would: a wrong answer first (explained), then the right one. The
 * right answer's "Right!" shows for one second only, too short to wait for on a loaded machine:
 * mission-quiz.spec.ts checks it with the clock stopped.
 */
export async function answerQuiz(
  page: Page,
  p: Extract<ContentPage, { kind: "quiz" }>,
  input: Input,
) {
  const { quiz } = p;
  const dialog = page.getByRole("dialog", { name: p.title });
  const wrong = quiz.options.findIndex((_, i) => i !== quiz.correct);
  await press(dialog.getByRole("button", { name: quiz.options[wrong]!.label, exact: true }), input);
  await expect(dialog.getByRole("status")).toContainText("Not quite.");
  await expect(dialog.getByRole("status")).toContainText(
    plainText(quiz.options[wrong]!.explanation),
  );
  const right = quiz.options[quiz.correct]!;
  await press(dialog.getByRole("button", { name: right.label, exact: true }), input);
  await expect(dialog).toBeHidden(); // after 1 second it submits and moves on
}

/**
 * Where a quiz's feedback (the status and the why under it) stands once "Right!" has appeared and
 * been scrolled to: the first frame that shows it whole, or where it stood half a second on. It
 * shows for one second only, so the page itself notes it, rather than the test racing the timer.
 * Call before the right answer is given.
 */
export function whenRight(page: Page) {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (!document.querySelector("dialog [role=status]")?.textContent?.includes("Right!")) {
      await nextFrame();
    }
    const seenAt = performance.now();
    for (;;) {
      const feedback = document.querySelector("dialog [role=status]")!.parentElement!;
      const box = feedback.getBoundingClientRect();
      const whole = box.top >= 0 && box.bottom <= innerHeight;
      if (whole || performance.now() - seenAt > 500) {
        return {
          text: feedback.textContent ?? "",
          top: box.top,
          bottom: box.bottom,
          height: innerHeight,
        };
      }
      await nextFrame();
    }
  });
}

/** Longer than a browser's double-click time (Chromium's is 500 ms at most). */
const DOUBLE_TAP_MS = 600;

/**
 * Plays a mission from its first page to 'Mission accomplished!': opens every dialog, answers
 * every quiz wrong and then right, plays every hands-on piece, and moves on with the visible Next
 * button (or the arrow keys).
 * With `axe`, every page is checked on the way (each dialog is, at 320 px, in a11y-320.spec.ts).
 * Returns how many dialogs the pages opened.
 */
export async function playMission(
  page: Page,
  mission: Mission,
  input: Input,
  { open = true, axe = false } = {},
): Promise<number> {
  if (open) {
    await page.goto(`/mission/${mission.slug}/0`);
    await appTakenOver(page); // keys pressed on the prerendered page before then do nothing
  }
  let dialogs = 0;
  for (const [index, p] of mission.pages.entries()) {
    await expect(page).toHaveURL(missionUrl(mission, index));
    const slide = slideInView(page, mission, index);
    await expect(slide.getByRole("heading", { level: 2 })).toHaveText(p.title);
    if (axe) await expectNoAxeViolations(page);
    await openEachDialog(page, slide, openers(p), input);
    dialogs += openers(p).length;
    if ("activity" in p && p.activity) await playPiece(page, slide, p.activity, input);
    if (p.kind === "quiz") {
      await press(slide.getByRole("button", { name: "Answer the question" }), input);
      await answerQuiz(page, p, input);
      // The right answer and why stay on the quiz page after the dialog's second.
      const right = p.quiz.options[p.quiz.correct]!;
      await expect(slideAt(page, mission, index)).toContainText(plainText(right.explanation));
    } else if (p.kind === "quiz-launcher") {
      await press(slide.getByRole("button", { name: "Start the quiz" }), input);
    } else if (p.kind === "takeaways") {
      await expect(slide.getByRole("link", { name: /Mission accomplished!/ })).toBeVisible();
    } else if (input === "keyboard") {
      await page.getByRole("region", { name: mission.title }).focus();
      await page.keyboard.press("ArrowRight");
    } else {
      // A student reads a page before the next tap: two taps on Next within the double-tap time
      // are one double tap, which turns one page.
      await page.waitForTimeout(DOUBLE_TAP_MS);
      await press(page.getByRole("button", { name: "Next page", exact: true }), input);
    }
  }
  return dialogs;
}

/** The ids of a mission's quizzes, which are also the progress tags of their right answers. */
export const quizIds = quizIdsOf;

/** Unlocks a mission for a signed-in student by completing the ones before it on the account. */
export async function completeOnAccount(page: Page, missions: readonly Mission[]): Promise<void> {
  const sections = Object.fromEntries(
    missions.map((m) => [m.uid, { pages: m.pages.map((_, i) => i) }]),
  );
  await addProgress(page, sections);
}

/** Signs up and opens Banking fundamentals with its quizzes answered, so every page is reachable. */
export async function unlockBankingFundamentals(page: Page, name = "Mere Tester"): Promise<void> {
  await signUpByApi(page, name);
  await completeOnAccount(page, [typesOfBankAccounts, typesOfCards]);
  const answered = {
    m0: { pages: [], tags: ["m0-q1", "m0-q2"] },
    m2: { pages: [], tags: ["m2-q1", "m2-q2"] },
  };
  expect(await postFromPage(page, "/api/me/progress", { sections: answered })).toBe(200);
}
