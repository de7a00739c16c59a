import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, seedDeviceProgress, signUpByApi } from "./helpers";
import { slideInView, typesOfBankAccounts, typesOfCards } from "./mission-helpers";
import { addProgress } from "./nav-helpers";

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

  await seedDeviceProgress(page, {
    m7: { pages: [], tags: m7.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : [])) },
  });
  await page.goto(`/mission/${m7.slug}/${last - 1}`);
  const before = await notes();
  await page.getByRole("button", { name: "Next page", exact: true }).click();
  await expect(slideInView(page, m7, last).getByRole("heading", { level: 2 })).toBeFocused();
  await expect.poll(notes).toBeGreaterThan(before);
});

test("the finish is celebrated, still under reduced motion, and links straight to the mission it unlocked", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/explorer");
  await seedDeviceProgress(page, {
    m7: { pages: [], tags: m7.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : [])) },
  });
  await page.goto(`/mission/${m7.slug}/${last}`);
  const finish = slideInView(page, m7, last);
  const burst = finish.locator("svg[class*=burst]");
  await expect(burst).toBeVisible();
  // Still: nothing in it is moving.
  await expect
    .poll(() =>
      burst.evaluate((svg) =>
        svg.getAnimations({ subtree: true }).filter((a) => a.playState === "running"),
      ),
    )
    .toHaveLength(0);
  await expectNoAxeViolations(page);

  const unlocked = finish.getByRole("link", { name: `Start ${typesOfCards.title}` });
  await expect(finish).toContainText("You unlocked a new mission");
  await unlocked.click();
  await expect(page).toHaveURL(new RegExp(`/mission/${typesOfCards.slug}/0$`));
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
