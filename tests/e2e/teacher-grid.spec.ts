import { readFile } from "node:fs/promises";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { SECTIONS } from "../../src/core/progress/sections";
import { expectNoAxeViolations, postFromPage, signUpByApi } from "./helpers";
import { typesOfBankAccounts } from "./mission-helpers";
import { addProgress } from "./nav-helpers";
import { phone } from "./phone-helpers";
import {
  classByApi,
  expectNoSidewaysScroll,
  PHONE,
  PROJECTOR,
  studentJoins,
} from "./teacher-helpers";
import { test } from "./fixtures";

// The class grid (issue 24.4), projector mode (24.6) and the export (24.8): an owner and two
// students in browsers of their own, one playing a mission at 320 px, the other's progress and
// first answers sent through the API.

// Three browsers on one machine (an owner and two students) for every test here: 23–36 s on a
// loaded host, more than the usual half minute.
test.describe.configure({ timeout: 90_000 });

const column = (uid: string) => SECTIONS.findIndex((s) => s.uid === uid);
const grid = (page: Page) => page.getByRole("table", { name: /10MAT Money/ });
const rowOf = (page: Page, name: string) =>
  grid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });
const cellOf = (row: Locator, uid: string) => row.getByRole("cell").nth(column(uid));
const studentOrder = (page: Page) => grid(page).getByRole("rowheader").allTextContents();

/**
 * A class of two. Aroha has seen two pages of Types of bank accounts: played on a 320 px phone
 * when `played`, else sent through the API. Mere has seen three, missed both its questions at
 * the first try, and finished Types of cards.
 */
async function classOfTwo(page: Page, browser: Browser, { played = false } = {}) {
  await signUpByApi(page, "Ms Rangi");
  const { id, code } = await classByApi(page, "10MAT Money");

  const aroha = await studentJoins(browser, code, "Aroha Test", phone(PHONE));
  if (played) {
    await aroha.goto("/mission/types-of-bank-accounts/0");
    await aroha.getByRole("button", { name: "Next page", exact: true }).click();
    await expect(aroha).toHaveURL(/\/1$/);
    // Synced to the account: the teacher's grid reads it from there.
    await expect
      .poll(() =>
        aroha.evaluate(() =>
          fetch("/api/me")
            .then((r) => r.json())
            .then((me) => me.missions.find((m: { uid: string }) => m.uid === "m7").pages),
        ),
      )
      .toEqual([0, 1]);
  } else {
    await addProgress(aroha, { m7: { pages: [0, 1] } });
  }

  const mere = await studentJoins(browser, code, "Mere Ngata");
  await addProgress(mere, { m7: { pages: [0, 1, 2] }, m2: { pages: [0, 1, 2, 3, 4, 5, 6] } });
  // A wrong first answer to each of the mission's two questions.
  const answeredAt = new Date().toISOString();
  const answers = typesOfBankAccounts.pages.flatMap((p) =>
    p.kind === "quiz"
      ? [{ question: p.quiz.id, option: (p.quiz.correct + 1) % p.quiz.options.length, answeredAt }]
      : [],
  );
  expect(answers).toHaveLength(2);
  expect(await postFromPage(mere, "/api/me/first-tries", { answers })).toBe(200);
  return id;
}

test("the grid shows each student's statuses, sorts by any column and filters to who needs help, by keyboard", async ({
  page,
  browser,
}) => {
  const id = await classOfTwo(page, browser, { played: true });
  await page.goto(`/classes/${id}`);

  const aroha = rowOf(page, "Aroha Test");
  const mere = rowOf(page, "Mere Ngata");
  await expect(cellOf(aroha, "m7")).toHaveText("◐In progress (2 of 6 pages)");
  await expect(cellOf(aroha, "m2")).toHaveText("○Not started");
  await expect(cellOf(mere, "m7")).toHaveText("!Needs help (3 of 6 pages)0 of 2 right first time");
  await expect(cellOf(mere, "m2")).toHaveText("✓Done");
  await expect(aroha.getByRole("cell").nth(SECTIONS.length)).toHaveText(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
  // Each status has a mark and words, never a colour alone; the mission's header carries its
  // curriculum tags.
  await expect(
    grid(page).getByRole("columnheader", { name: /^Types of bank accounts/ }),
  ).toContainText("Managing money: US 28097 (L2)");

  // Sorting, by the keyboard alone: the header's button, and aria-sort on its column.
  const studentHead = grid(page).getByRole("columnheader", { name: "Student", exact: true });
  const m7Head = grid(page).getByRole("columnheader", { name: /^Types of bank accounts/ });
  await expect(studentHead).toHaveAttribute("aria-sort", "ascending");
  expect(await studentOrder(page)).toEqual(["Aroha Test", "Mere Ngata"]);
  await studentHead.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(studentHead).toHaveAttribute("aria-sort", "descending");
  expect(await studentOrder(page)).toEqual(["Mere Ngata", "Aroha Test"]);
  await m7Head.getByRole("button").focus();
  await page.keyboard.press("Space");
  await expect(m7Head).toHaveAttribute("aria-sort", "ascending");
  await expect(studentHead).not.toHaveAttribute("aria-sort");
  expect(await studentOrder(page)).toEqual(["Mere Ngata", "Aroha Test"]);
  await page.keyboard.press("Enter");
  await expect(m7Head).toHaveAttribute("aria-sort", "descending");
  expect(await studentOrder(page)).toEqual(["Aroha Test", "Mere Ngata"]);

  const filter = page.getByRole("checkbox", { name: "Needs help only" });
  await filter.focus();
  await page.keyboard.press("Space");
  await expect(filter).toBeChecked();
  await expect(
    page.getByRole("status").filter({ hasText: "1 student needs help, of 2." }),
  ).toBeVisible();
  expect(await studentOrder(page)).toEqual(["Mere Ngata"]);
  await page.keyboard.press("Space");
  await expect(grid(page).getByRole("rowheader")).toHaveCount(2);
});

test("projector mode shows initials instead of names, and this device remembers it", async ({
  page,
  browser,
}) => {
  const id = await classOfTwo(page, browser);
  await page.goto(`/classes/${id}`);
  const projector = page.getByRole("switch", { name: "Projector mode" });
  await expect(projector).toHaveAttribute("aria-checked", "false");
  await projector.click();
  await expect(projector).toHaveAttribute("aria-checked", "true");
  await expect(grid(page).getByRole("rowheader")).toHaveText(["AT", "MN"]);
  // Whole names and surnames: the questions under What to reteach name characters, e.g. Mere.
  await expect(page.getByRole("main")).not.toContainText("Aroha Test");
  await expect(page.getByRole("button", { name: "Remove MN" })).toBeVisible();

  await page.reload();
  await expect(grid(page).getByRole("rowheader")).toHaveText(["AT", "MN"]);
  await expect(page.getByRole("switch", { name: "Projector mode" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("main")).not.toContainText("Ngata");
});

test("the CSV download has a byte-order mark, the curriculum tags, each status in words and escaped names", async ({
  page,
  browser,
}) => {
  const id = await classOfTwo(page, browser);
  await studentJoins(browser, await codeOf(page, id), "=1+1");
  await page.goto(`/classes/${id}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("region", { name: "Who did what" })
      .getByRole("button", { name: "Download CSV" })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^10MAT Money progress \d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toContain(
    "Types of bank accounts (Managing money: US 28097 (L2)),Types of bank accounts: right first time",
  );
  const line = (name: string) => lines.find((l) => l.startsWith(`${name},`))!;
  expect(line("Mere Ngata")).toContain("Needs help (3 of 6 pages),0 of 2");
  expect(line("Aroha Test")).toContain("In progress (2 of 6 pages),");
  expect(line("'=1+1")).toContain("Never");
});

test("removing a student asks first, and their row goes at once", async ({ page, browser }) => {
  const id = await classOfTwo(page, browser);
  await page.goto(`/classes/${id}`);
  await page.getByRole("button", { name: "Remove Mere Ngata" }).click();
  const ask = page.getByRole("dialog", { name: "Remove Mere Ngata?" });
  await ask.getByRole("button", { name: "Yes, remove" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Removed Mere Ngata." })).toBeVisible();
  await expect(grid(page).getByRole("rowheader")).toHaveText(["Aroha Test"]);
  await expect(page.getByRole("heading", { name: "Who did what" })).toBeFocused();
});

test("the print view shows the grid with names and statuses, and none of the app's frame", async ({
  page,
  browser,
}) => {
  const id = await classOfTwo(page, browser);
  await page.goto(`/classes/${id}`);
  await expect(grid(page)).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Join this class" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Remove Aroha Test" })).toBeHidden();
  await expect(cellOf(rowOf(page, "Mere Ngata"), "m7")).toBeVisible();
  await expect(rowOf(page, "Aroha Test").getByRole("rowheader")).toBeVisible();
});

for (const size of [PHONE, PROJECTOR]) {
  test(`a class's page with its grid has no axe violations at ${size.width} px, and the grid scrolls in its own region`, async ({
    page,
    browser,
  }) => {
    const id = await classOfTwo(page, browser);
    await page.setViewportSize(size);
    await page.goto(`/classes/${id}`);
    // The app's first load on a host busy with three browsers can pass the usual 5 s.
    await expect(cellOf(rowOf(page, "Mere Ngata"), "m2")).toHaveText("✓Done", { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    const region = page.getByRole("region", { name: /10MAT Money: each student's missions/ });
    await region.focus();
    await expect(region).toBeFocused();
    await page.getByRole("switch", { name: "Projector mode" }).click();
    await expectNoAxeViolations(page);
  });
}

/** A class's join code, as its teacher's page reads it. */
const codeOf = (page: Page, id: string): Promise<string> =>
  page.evaluate(
    (id) =>
      fetch("/api/classes")
        .then((r) => r.json())
        .then((a) => a.classes.find((c: { id: string }) => c.id === id).joinCode),
    id,
  );
