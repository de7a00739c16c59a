import { expect, type Page } from "@playwright/test";
import type { Mission } from "../../src/core/content/schema";
import { SECTIONS } from "../../src/core/progress/sections";
import { appTakenOver, deviceStore, expectNoAxeViolations, seedDeviceProgress } from "./helpers";
import { missionUrl, quizIds, slideInView, typesOfBankAccounts, WRITTEN } from "./mission-helpers";
import { test } from "./fixtures";

const next = (page: Page) => page.getByRole("button", { name: "Next page", exact: true });
/** The way on from the bar: Next, or Finish on a mission's last page. */
const wayOn = (page: Page, last: boolean) =>
  last ? page.getByRole("button", { name: "Finish", exact: true }) : next(page);

/** Every page seen and every quiz answered, so each page of each mission can be opened. */
const everything = Object.fromEntries(
  SECTIONS.map((section) => {
    const written = WRITTEN.find((m) => m.uid === section.uid);
    return [
      section.uid,
      { pages: [...Array(section.total).keys()], tags: written ? quizIds(written) : [] },
    ];
  }),
);

/** HTML elements of the page in view that stick out of it sideways (drawings' insides aside). */
function overflowing(page: Page, mission: Mission, index: number) {
  return slideInView(page, mission, index).evaluate((slide) => {
    const box = slide.getBoundingClientRect();
    return [...slide.querySelectorAll<HTMLElement>("*:not(svg *)")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 30)}`);
  });
}

for (const size of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${size.width} × ${size.height}, on every page of every mission, Next is on screen without scrolling, a new page opens at its top, and nothing sticks out sideways`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const phone = size.width < 600;
    const context = await browser.newContext({ viewport: size, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    await page.goto("/explorer");
    await seedDeviceProgress(page, everything);
    for (const mission of WRITTEN) {
      await page.goto(`/mission/${mission.slug}/0`);
      for (const [index] of mission.pages.entries()) {
        await expect(page).toHaveURL(missionUrl(mission, index));
        const slide = slideInView(page, mission, index);
        await expect(slide.getByRole("heading", { level: 2 })).toBeAttached();
        expect(await page.evaluate(() => scrollY), `${mission.slug} ${index}`).toBe(0);
        const last = index === mission.pages.length - 1;
        await expect(wayOn(page, last)).toBeInViewport({ ratio: 1 });
        await expect(
          page.getByText(`Page ${index + 1} of ${mission.pages.length}`),
        ).toBeInViewport();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(await overflowing(page, mission, index), `${mission.slug} ${index}`).toEqual([]);
        if (last) break;
        // From the bottom of a long page, Next is still there, and the next page starts at its top.
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        await expect(next(page)).toBeInViewport({ ratio: 1 });
        await next(page).click();
      }
    }
  });
}

test("the quiz marks sit on their answers' top borders on a 360-pixel phone, leaving each label the answer's whole width", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const quizPage = typesOfBankAccounts.pages.findIndex((p) => p.kind === "quiz");
  const p = typesOfBankAccounts.pages[quizPage];
  if (p?.kind !== "quiz") throw new Error("Types of bank accounts has a quiz");
  await page.goto(`/mission/${typesOfBankAccounts.slug}/${quizPage}`);
  await slideInView(page, typesOfBankAccounts, quizPage)
    .getByRole("button", { name: "Answer the question" })
    .tap();
  const dialog = page.getByRole("dialog", { name: p.title });
  const wrong = p.quiz.options.findIndex((_, i) => i !== p.quiz.correct);
  await dialog.getByRole("button", { name: p.quiz.options[wrong]!.label, exact: true }).tap();
  await dialog
    .getByRole("button", { name: p.quiz.options[p.quiz.correct]!.label, exact: true })
    .tap();
  const marked = dialog.locator("button[data-state]");
  await expect(marked).toHaveCount(2);
  const clipped = await marked.evaluateAll((buttons) =>
    buttons.flatMap((b) => {
      const box = b.getBoundingClientRect();
      const label = b.firstElementChild!.getBoundingClientRect();
      const mark = b.lastElementChild!.getBoundingClientRect();
      const inside = mark.left >= box.left && mark.right <= box.right;
      const onBorder = mark.top < box.top && mark.bottom > box.top && mark.bottom <= label.top;
      // The label runs to the answer's inner edge: the mark takes none of its line.
      const padding = parseFloat(getComputedStyle(b).paddingRight) + 2;
      const whole = Math.round(box.right - padding - label.right) <= 0;
      return b.scrollWidth > b.clientWidth || !inside || !onBorder || !whole ? [b.textContent] : [];
    }),
  );
  expect(clipped).toEqual([]);
});

test.describe("focus goes where the student is going", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("from Start the quiz to the question, into the answers, back to the opener on Escape, and to the next page's heading after a right answer", async ({
    page,
  }) => {
    const m = typesOfBankAccounts;
    const launcher = m.pages.findIndex((p) => p.kind === "quiz-launcher");
    const quiz = m.pages[launcher + 1];
    if (quiz?.kind !== "quiz") throw new Error("a question follows Quiz time");
    await page.goto("/explorer");
    await seedDeviceProgress(page, { m7: { pages: [], tags: ["everyday"] } });
    await page.goto(`/mission/${m.slug}/${launcher}`);

    const start = slideInView(page, m, launcher).getByRole("button", { name: "Start the quiz" });
    await start.focus();
    await page.keyboard.press("Enter");
    const question = slideInView(page, m, launcher + 1);
    await expect(question.getByRole("heading", { level: 2 })).toBeFocused();

    // The next Tab is the page's own control, not the top of the app.
    await page.keyboard.press("Tab");
    const answer = question.getByRole("button", { name: "Answer the question" });
    await expect(answer).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: quiz.title });
    const first = quiz.quiz.options[0]!.label;
    await expect(dialog.getByRole("button", { name: first, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(answer).toBeFocused();

    await page.keyboard.press("Enter");
    const right = quiz.quiz.options[quiz.quiz.correct]!.label;
    await dialog.getByRole("button", { name: right, exact: true }).press("Enter");
    await expect(page).toHaveURL(missionUrl(m, launcher + 2));
    await expect(
      slideInView(page, m, launcher + 2).getByRole("heading", { level: 2 }),
    ).toBeFocused();
  });

  test("closing a tile's dialog gives focus back to the tile", async ({ page }) => {
    const m = typesOfBankAccounts;
    const index = m.pages.findIndex((p) => p.kind === "tiles");
    const p = m.pages[index];
    if (p?.kind !== "tiles") throw new Error("Types of bank accounts has tiles");
    await page.goto(`/mission/${m.slug}/${index}`);
    const tile = slideInView(page, m, index).getByRole("button", {
      name: new RegExp(`^${p.tiles[0]!.label}`),
    });
    await tile.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tile).toBeFocused();
  });
});

test("a mission opens where the student left off, says so, and can start again", async ({
  page,
}) => {
  const m = typesOfBankAccounts;
  await page.goto(`/mission/${m.slug}/0`);
  await next(page).click();
  await next(page).click();
  await expect(page).toHaveURL(missionUrl(m, 2));
  // The page is prerendered: taps made as it loads are kept once the device's progress is read.
  await expect
    .poll(() => deviceStore(page, "rocket.progress"))
    .toMatchObject({ [m.uid]: { pages: [0, 1, 2] } });

  await page.goto("/missions/what-is-banking");
  const tile = page.getByRole("link", { name: new RegExp(`^${m.title}`) });
  await expect(tile).toContainText("Continue");
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/mission/${m.slug}/2\\?resumed$`));
  await expect(page.getByText("Welcome back! You're on page 3")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Start again" }).click();
  await expect(page).toHaveURL(missionUrl(m, 0));
  await expect(page.getByText("Welcome back!")).toBeHidden();
});

test("a page left right after Next stays left: the page turn still to come is dropped", async ({
  page,
}) => {
  const mission = typesOfBankAccounts;
  await page.goto(`/mission/${mission.slug}/0`);
  await appTakenOver(page);
  // Next, then away as a link in the app goes (wouter's navigate is a history.pushState), in
  // one task: the turn waits for the next frame.
  await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!.click();
    history.pushState(null, "", "/missions");
  });
  await expect(page.getByRole("heading", { level: 1, name: "Mission control" })).toBeVisible();
  await page.waitForTimeout(500); // well past the frame and the task the turn waited for
  await expect(page).toHaveURL(/\/missions$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test("a double tap on Next turns one page, and a tap after a pause turns the next", async ({
    page,
  }) => {
    const mission = typesOfBankAccounts;
    await page.goto(`/mission/${mission.slug}/0`);
    await appTakenOver(page);
    const box = (await next(page).boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(missionUrl(mission, 1));
    await expect(slideInView(page, mission, 1).getByRole("heading", { level: 2 })).toBeVisible();
    // Longer than any double-tap time: a new tap.
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(missionUrl(mission, 1));
    await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(missionUrl(mission, 2));
  });
});
