import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { plainText } from "../../src/core/content/texts";
import { expectNoAxeViolations, postFromPage, settle, signUpByApi } from "./helpers";
import {
  bankingFundamentals as m0,
  missionUrl,
  slideInView,
  typesOfBankAccounts as m7,
} from "./mission-helpers";
import { classByApi, expectNoSidewaysScroll, PHONE, studentJoins } from "./teacher-helpers";
import { test } from "./fixtures";

// What to reteach (issue 24.5) and its CSV (24.8): first answers sent through the API by six
// students of a class, read on the teacher's class page.

const quizzes = m7.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz] : []));
const [q1, q2] = quizzes as [(typeof quizzes)[0], (typeof quizzes)[0]];
/** The wrong option whose explanation says a word in te reo Māori ("wānanga"). */
const wrong = q1.options.findIndex(
  ({ explanation }) =>
    typeof explanation !== "string" && explanation.some((s) => typeof s === "object" && "mi" in s),
);
const text = (s: Parameters<typeof plainText>[0]) => plainText(s, m7.defaultName);

/** A student's first answer to a question, sent as the app sends it. */
const answer = (page: Page, question: string, option: number) =>
  postFromPage(page, "/api/me/first-tries", {
    answers: [{ question, option, answeredAt: new Date().toISOString() }],
  });

test("what to reteach shows the question the class found hardest first, with the wrong answer chosen most, why, and the page that teaches it; a question with too few answers shows no figures", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpByApi(page, "Ms Rangi");
  const { id, code } = await classByApi(page, "10MAT Money");
  // Five answer the first question: three with the same wrong option, two right. One answers
  // the second question only.
  const picks = [wrong, wrong, wrong, q1.correct, q1.correct];
  for (const [i, option] of picks.entries()) {
    const student = await studentJoins(browser, code, `Student ${i + 1}`);
    expect(await answer(student, q1.id, option)).toBe(200);
    await student.context().close();
  }
  const last = await studentJoins(browser, code, "Student 6");
  expect(await answer(last, q2.id, q2.correct)).toBe(200);
  await last.context().close();

  await page.setViewportSize(PHONE);
  await page.goto(`/classes/${id}`);
  const panel = page.getByRole("region", { name: "What to reteach" });
  const first = panel.getByRole("listitem").first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(text(q1.question));
  await expect(first).toContainText("5 answered: 40% right first time.");
  const option = q1.options[wrong]!;
  await expect(first).toContainText(`Wrong answer chosen most: ${option.label} (3 of 5).`);
  await expect(first).toContainText(text(option.explanation));
  // Its te reo is marked as the mission marks it, so a screen reader says it in Māori.
  await expect(first.locator('[lang="mi"]')).toHaveText("wānanga");
  // The second question, answered once, is listed without figures.
  const fewer = panel.getByRole("group");
  await fewer.getByText(/Fewer than 5 answers so far/).click();
  await expect(fewer).toContainText(text(q2.question));
  await expect(fewer).not.toContainText("answered:");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^10MAT Money questions \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFMission,Question,Answered")).toBe(true);
  const row = csv.split("\r\n").find((line) => line.includes(`,5,40%,`));
  expect(row).toContain(option.label);

  // The page that teaches it opens in the player.
  await first.getByRole("link", { name: /^Taught on/ }).click();
  await expect(page).toHaveURL(new RegExp(`/mission/${m7.slug}/\\d+$`));
});

test("a teacher with no progress of their own follows a question's link into a mission still locked for them as a student, and lands on its page; a student with none is still sent to its topic", async ({
  page,
  browser,
}) => {
  await signUpByApi(page, "Ms Rangi");
  // The class made on screen: the app learns the account teaches without a reload.
  await page.goto("/classes");
  await page.getByLabel("Class name").fill("10MAT Money");
  await page.getByLabel("Class name").press("Enter");
  const panel = page.getByRole("region", { name: "What to reteach" });
  await panel.getByText(/Fewer than 5 answers so far/).click();
  const quiz = m0.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz] : []))[0]!;
  const taught = m0.pages.findIndex((p) => p.title === quiz.taughtOn);
  await panel
    .getByRole("link", { name: `Taught on “${quiz.taughtOn}” (${m0.title}, page ${taught + 1})` })
    .click();
  const shown = slideInView(page, m0, taught);
  await expect(shown.getByRole("heading", { level: 2 })).toHaveText(quiz.taughtOn);
  await settle(page);
  await expect(page).toHaveURL(missionUrl(m0, taught));

  const student = await studentJoins(browser, (await classByApi(page, "Other")).code, "Tama");
  await student.goto(`/mission/${m0.slug}/${taught}`);
  await expect(student).toHaveURL(/\/missions\/what-is-banking\?locked=m0$/);
});
