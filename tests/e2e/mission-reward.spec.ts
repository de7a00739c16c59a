import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, seedDeviceProgress, settle, signUpByApi } from "./helpers";
import {
  bankingFundamentals,
  completeOnAccount,
  playMission,
  quizIds,
  slideInView,
  typesOfBankAccounts,
  typesOfCards,
} from "./mission-helpers";
import { addProgress } from "./nav-helpers";
import { test } from "./fixtures";

const m7 = typesOfBankAccounts;
const quizIndex = m7.pages.findIndex((p) => p.kind === "quiz");
const quizPage = m7.pages[quizIndex];
if (quizPage?.kind !== "quiz") throw new Error("Types of bank accounts has a quiz");
const { quiz } = quizPage;
const last = m7.pages.length - 1;

/** Counts the notes the page's Web Audio plays, so a test can hear whether it made a sound. */
async function listenForSound(page: Page) {
  await page.addInitScript(() => {
    const start = OscillatorNode.prototype.start;
    Object.assign(window, { notes: 0 });
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      Object.assign(window, { notes: Number(Reflect.get(window, "notes")) + 1 });
      return start.apply(this, args);
    };
  });
  return () => page.evaluate(() => Number(Reflect.get(window, "notes")));
}

async function answer(page: Page, label: string) {
  const dialog = page.getByRole("dialog", { name: quizPage!.title });
  await dialog.getByRole("button", { name: label, exact: true }).click();
  return dialog;
}

async function openQuiz(page: Page) {
  await page.goto(`/mission/${m7.slug}/${quizIndex}`);
  await slideInView(page, m7, quizIndex)
    .getByRole("button", { name: "Answer the question" })
    .click();
}

const wrongLabel = quiz.options.find((_, i) => i !== quiz.correct)!.label;
const rightLabel = quiz.options[quiz.correct]!.label;

test("a right answer is celebrated, a wrong one is not, and with Sound off (the default) nothing plays", async ({
  page,
}) => {
  const notes = await listenForSound(page);
  await openQuiz(page);
  const dialog = await answer(page, wrongLabel);
  await expect(dialog.getByRole("status")).toContainText("Not quite.");
  await expect(dialog.locator("svg[class*=burst]")).toHaveCount(0);
  await answer(page, rightLabel);
  await expect(dialog.locator("svg[class*=burst]")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await notes()).toBe(0);
});

test("with Sound on, right and wrong answers and a finished mission each play a sound", async ({
  page,
}) => {
  const notes = await listenForSound(page);
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Sound" }).click();
  await expect(page.getByRole("switch", { name: "Sound" })).toHaveAttribute("aria-checked", "true");

  await openQuiz(page);
  await answer(page, wrongLabel);
  await expect.poll(notes).toBeGreaterThan(0);
  const afterWrong = await notes();
  await answer(page, rightLabel);
  await expect.poll(notes).toBeGreaterThan(afterWrong);

  await seedDeviceProgress(page, { m7: { pages: [], tags: quizIds(m7) } });
  await page.goto(`/mission/${m7.slug}/${last - 1}`);
  const before = await notes();
  await page.getByRole("button", { name: "Next page", exact: true }).click();
  await expect(slideInView(page, m7, last).getByRole("heading", { level: 2 })).toBeFocused();
  await expect.poll(notes).toBeGreaterThan(before);
});

/** Every question of Types of bank accounts answered, so its last page is reachable. */
async function answeredOnDevice(page: Page) {
  await page.goto("/explorer");
  await seedDeviceProgress(page, { m7: { pages: [], tags: quizIds(m7) } });
}

test("Finish on the last page celebrates on the whole screen, still under reduced motion, says what was learned, asks a visitor to Regi-star and leads to the next mission", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await answeredOnDevice(page);
  await page.goto(`/mission/${m7.slug}/${last}`);
  await expect(page.getByRole("button", { name: "Next page", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Finish", exact: true }).click();
  const finish = page.getByRole("dialog", { name: "Mission accomplished!" });
  await expect(finish).toBeVisible();
  // Reduced motion shortens the pop to 0.01 ms, but its first frame is still drawn at 96 %.
  await settle(page);
  const box = (await finish.boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, ...page.viewportSize() });
  const burst = finish.locator("svg[class*=burst]");
  await expect(burst).toBeInViewport();
  // Still: nothing in it is moving.
  await expect
    .poll(() =>
      burst.evaluate((svg) =>
        svg.getAnimations({ subtree: true }).filter((a) => a.playState === "running"),
      ),
    )
    .toHaveLength(0);
  const takeaways = m7.pages[last];
  if (takeaways?.kind !== "takeaways") throw new Error("The last page holds the takeaways");
  await expect(finish.getByRole("listitem")).toHaveCount(takeaways.points.length);
  await expect(finish).toContainText("Regi-star to keep your tick");
  // Answered before this visit: no first-try score to give.
  await expect(finish).not.toContainText("right first time");
  await expectNoAxeViolations(page);

  await finish.getByRole("link", { name: `Next mission: ${typesOfCards.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mission/${typesOfCards.slug}/0$`));
});

test("a mission played through gives its first-try score, and finishing the last of a topic's missions marks the topic done", async ({
  page,
}) => {
  await signUpByApi(page);
  await completeOnAccount(page, [typesOfCards, bankingFundamentals]);
  await playMission(page, m7, "click");
  await page.getByRole("button", { name: "Finish", exact: true }).click();
  const finish = page.getByRole("dialog", { name: "Mission accomplished!" });
  // playMission answers each question wrong first.
  const questions = quizIds(m7).length;
  await expect(finish).toContainText(`You got 0 of ${questions} questions right first time.`);
  await expect(finish).toContainText("You've finished every What is banking mission!");
  await expect(finish).not.toContainText("Regi-star");
});

test("a signed-in student sees each topic's ring and percentage on Home and Mission control; a visitor sees none", async ({
  page,
}) => {
  await page.goto("/explorer");
  await expect(page.getByText(/% done/)).toHaveCount(0);
  await page.goto("/missions");
  await expect(page.getByText(/% done/)).toHaveCount(0);

  await signUpByApi(page);
  // What is banking: all 6 pages of m7, none of m2 (7) or m0 (11): 6 of 24, 25%.
  await addProgress(page, { m7: { pages: [0, 1, 2, 3, 4, 5] } });
  await page.goto("/explorer");
  const banking = page.getByRole("link", { name: /^What is banking/ });
  await expect(banking).toContainText("25% done");
  await expect(page.getByRole("link", { name: /^Budgeting/ })).toContainText("0% done");
  await expectNoAxeViolations(page);

  await page.goto("/missions");
  await expect(page.getByRole("link", { name: /^What is banking/ })).toContainText("25% done");
  await expectNoAxeViolations(page);
});
