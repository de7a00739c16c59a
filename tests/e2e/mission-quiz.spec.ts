import { expect, type Page } from "@playwright/test";
import type { Mission, Page as ContentPage } from "../../src/core/content/schema";
import { plainText } from "../../src/core/content/texts";
import { appTakenOver, seedDeviceProgress } from "./helpers";
import { missionUrl, quizIds, slideInView, WRITTEN } from "./mission-helpers";
import { test } from "./fixtures";

// The quiz as a student on a phone meets it: the words of a right answer read out after the
// spec's one second, and a pass never lost. Every quiz at 320 px is in a11y-320.spec.ts.

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
