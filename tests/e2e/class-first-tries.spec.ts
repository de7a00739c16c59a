import { expect, type Page } from "@playwright/test";
import { pathOf } from "../../src/core/api/endpoints";
import { CONSENT_VERSION } from "../../src/core/classes/consent";
import { GRID_MISSIONS, gridRow, type GridRowData } from "../../src/core/classes/grid";
import { appTakenOver, postFromPage, signUpByApi } from "./helpers";
import { answerQuiz, slideInView, typesOfBankAccounts as m7 } from "./mission-helpers";
import { test } from "./fixtures";

/** POSTs JSON from the page with its cookies: the answer's status and body. */
const postJson = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    ({ path, body }) =>
      fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, json: await r.json() })),
    { path, body },
  );

test("a class member's first answer, wrong, reaches the class grid as 0 of 1 right first time", async ({
  page,
  browser,
}) => {
  const teacher = await (await browser.newContext()).newPage();
  await signUpByApi(teacher, "Ms Rangi");
  const made = await postJson(teacher, pathOf("createClass"), { name: "10MAT Money" });
  expect(made.status).toBe(201);
  const { id, joinCode } = made.json.class;

  await signUpByApi(page, "Aroha Student");
  const joined = await postJson(page, pathOf("joinClass"), {
    code: joinCode,
    consentVersion: CONSENT_VERSION,
  });
  expect(joined.status).toBe(200);
  // The pages before the first question are seen, so the student may open it.
  const seen = { m7: { pages: [0, 1, 2] } };
  expect(await postFromPage(page, pathOf("saveProgress"), { sections: seen })).toBe(200);

  const index = m7.pages.findIndex((p) => p.kind === "quiz");
  const quiz = m7.pages[index]!;
  if (quiz.kind !== "quiz") throw new Error("m7 has no quiz");
  await page.goto(`/mission/${m7.slug}/${index}`);
  await appTakenOver(page);
  await slideInView(page, m7, index).getByRole("button", { name: "Answer the question" }).click();
  await answerQuiz(page, quiz, "click"); // wrong, then right

  const column = GRID_MISSIONS.findIndex((m) => m.uid === "m7");
  const firstTry = async () => {
    const grid = await teacher.evaluate(
      (path) => fetch(path).then((r) => r.json()),
      pathOf("classGrid", { id }),
    );
    const row: GridRowData | undefined = grid.students[0];
    return row && gridRow(row, new Date(grid.now)).missions[column]!.firstTry;
  };
  await expect.poll(firstTry).toEqual({ answered: 1, right: 0 });
});

test("a visitor's app with nothing queued never fetches the first-try queue's code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/explorer");
  await appTakenOver(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length, "scripts the page loaded").toBeGreaterThan(5);
  expect(scripts.filter((path) => /\/first-tries-[^/]*\.js$/.test(path))).toEqual([]);
});
