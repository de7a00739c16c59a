import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Mission, Page as ContentPage } from "../../src/core/content/schema";
import { plainText } from "../../src/core/content/texts";
import { appTakenOver, seedDeviceProgress } from "./helpers";
import { missionUrl, quizIds, slideInView, WRITTEN } from "./mission-helpers";

// The quiz as a student on a small phone meets it: everything it asks and answers in view, the
// words of a right answer kept after the spec's one second, and a pass never lost.

type QuizPage = Extract<ContentPage, { kind: "quiz" }>;

const QUIZZES = WRITTEN.flatMap((mission) =>
  mission.pages.flatMap((p, index) => (p.kind === "quiz" ? [{ mission, index, p }] : [])),
);

/** Every mission seen to its end on this device, but for one question left to answer. */
async function openQuiz(page: Page, mission: Mission, index: number, p: QuizPage) {
  await page.goto("/explorer");
  await seedDeviceProgress(
    page,
    Object.fromEntries(
      WRITTEN.map((m) => [
        m.uid,
        { pages: [...m.pages.keys()], tags: quizIds(m).filter((id) => id !== p.quiz.id) },
      ]),
    ),
  );
  await page.goto(`/mission/${mission.slug}/${index}`);
  await appTakenOver(page);
  await slideInView(page, mission, index)
    .getByRole("button", { name: "Answer the question" })
    .tap();
  return page.getByRole("dialog", { name: p.title });
}

/** The box lies wholly inside the screen. */
async function expectInView(page: Page, box: Locator) {
  const { height } = page.viewportSize()!;
  const b = (await box.boundingBox())!;
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height).toBeLessThanOrEqual(height);
}

/**
 * Where the feedback (the status and the why under it) stood when "Right!" appeared. It shows
 * for one second only, so the page itself notes it, rather than the test racing the timer.
 */
function whenRight(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ text: string; top: number; bottom: number; height: number }>((resolve) => {
        const seen = new MutationObserver(() => {
          const status = document.querySelector("dialog [role=status]");
          if (!status?.textContent?.includes("Right!")) return;
          seen.disconnect();
          const feedback = status.parentElement!;
          const box = feedback.getBoundingClientRect();
          resolve({
            text: feedback.textContent ?? "",
            top: box.top,
            bottom: box.bottom,
            height: innerHeight,
          });
        });
        seen.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
}

test.describe("on a 320 × 568 phone", () => {
  test.use({ viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true });

  for (const { mission, index, p } of QUIZZES) {
    const { options, correct } = p.quiz;
    const wrong = options.findIndex((_, i) => i !== correct);

    test(`${mission.title}, ${p.title}: the question, every answer and the feedback show without scrolling`, async ({
      page,
    }) => {
      const dialog = await openQuiz(page, mission, index, p);
      await expect(dialog).toHaveAccessibleDescription(/\S/);
      await dialog.getByRole("button", { name: options[wrong]!.label, exact: true }).tap();
      const status = dialog.getByRole("status");
      await expect(status).toContainText(`Not quite. ${plainText(options[wrong]!.explanation)}`);
      const hidden = await dialog.evaluate((d) => d.scrollHeight - d.clientHeight);
      expect(hidden, "px of the dialog below its fold").toBeLessThanOrEqual(0);
      await expectInView(page, status);
      const answers = dialog.getByRole("list").getByRole("button");
      await expect(answers).toHaveCount(options.length);
      for (const answer of await answers.all()) await expectInView(page, answer);

      const right = whenRight(page);
      await dialog.getByRole("button", { name: options[correct]!.label, exact: true }).tap();
      const shown = await right;
      expect(shown.text).toContain(plainText(options[correct]!.explanation));
      expect(shown.top).toBeGreaterThanOrEqual(0);
      expect(shown.bottom).toBeLessThanOrEqual(shown.height);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(missionUrl(mission, index + 1));
    });
  }
});

/**
 * Every text a live region takes on from now, as a screen reader would be given it, with what
 * had focus at that moment.
 */
function listen(page: Page) {
  return page.evaluate(() => {
    const heard: { text: string; focus: string }[] = [];
    const last = new Map<Element, string>();
    new MutationObserver(() => {
      for (const live of document.querySelectorAll("[role=status], [aria-live]")) {
        const text = live.textContent?.trim() ?? "";
        if (text === (last.get(live) ?? "")) continue;
        last.set(live, text);
        if (text) heard.push({ text, focus: document.activeElement?.textContent ?? "" });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { heard: typeof heard }).heard = heard;
  });
}

test.describe("on a 360 × 640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const { mission, index, p } = QUIZZES[0]!;
  const right = p.quiz.options[p.quiz.correct]!;

  test("a right answer's why is read out once, after the next page's heading has focus, so moving on cuts nothing off", async ({
    page,
  }) => {
    const why = plainText(right.explanation, mission.defaultName);
    const dialog = await openQuiz(page, mission, index, p);
    await listen(page);
    await dialog.getByRole("button", { name: right.label, exact: true }).tap();
    await expect(dialog).toBeHidden();
    const next = slideInView(page, mission, index + 1).getByRole("heading", { level: 2 });
    await expect(next).toBeFocused();
    const recap = `${p.title}, why ${right.label} is right: ${why}`;
    await expect(page.getByRole("main").getByRole("status").last()).toHaveText(recap);

    const heard = await page.evaluate(() => (window as unknown as { heard: [] }).heard);
    const said = heard as { text: string; focus: string }[];
    // In the dialog, only the short news; the why once, given after the focus move.
    expect(said.filter((h) => h.text.includes(why))).toEqual([
      { text: recap, focus: await next.innerText() },
    ]);
    expect(said.map((h) => h.text)).toContain("Right! Moving on…");
  });

  test("a right answer is kept when the dialog is closed within its second, and the quiz page shows why it is right", async ({
    page,
  }) => {
    const dialog = await openQuiz(page, mission, index, p);
    await dialog.getByRole("button", { name: right.label, exact: true }).tap();
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(missionUrl(mission, index));
    const slide = slideInView(page, mission, index);
    await expect(slide).toContainText(`${right.label}${plainText(right.explanation)}`);
    await page.reload();
    await expect(slideInView(page, mission, index)).toContainText(plainText(right.explanation));
    await slideInView(page, mission, index).getByRole("button", { name: "Go on" }).tap();
    await expect(page).toHaveURL(missionUrl(mission, index + 1));
  });
});
