import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { pathOf } from "../../src/core/api/endpoints";
import { CONSENT_VERSION } from "../../src/core/classes/consent";
import { gridRow, type GridRowData } from "../../src/core/classes/grid";
import { newEmail, signUpByApi } from "./helpers";

/** Calls the app's API from inside a page, with its cookies, as the app would. */
export async function fromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const init: RequestInit = { method };
      if (body !== undefined) {
        init.headers = { "content-type": "application/json" };
        init.body = JSON.stringify(body);
      }
      const answer = await fetch(path, init);
      return { status: answer.status, json: await answer.json() };
    },
    { method, path, body },
  );
}

/** A teacher, signed in in a browser context of their own, with a class made through the API. */
export async function teacherWithClass(browser: Browser, name = "10MAT Money") {
  const page = await (await browser.newContext()).newPage();
  await signUpByApi(page, "Ms Rangi", `teacher-${newEmail()}`);
  const made = await fromPage(page, "POST", pathOf("createClass"), { name });
  expect(made.status).toBe(201);
  const id = String(made.json.class.id);
  return {
    id,
    name,
    code: String(made.json.class.joinCode),
    /** The teacher's grid row for the student of this name (labels by mission), or null. */
    gridRow: async (student: string): Promise<{ title: string; label: string }[] | null> => {
      const { json } = await fromPage(page, "GET", pathOf("classGrid", { id }));
      const row = (json.students as GridRowData[]).find((s) => s.name === student);
      if (!row) return null;
      return json.missions.map((m: { title: string }, i: number) => ({
        title: m.title,
        label: gridRow(row, new Date(json.now)).missions[i]!.label,
      }));
    },
    archive: async () => {
      expect((await fromPage(page, "POST", pathOf("archiveClass", { id }))).status).toBe(200);
    },
  };
}

/** A signed-in student of this page joins by the API, agreeing to the consent in force. */
export async function joinByApi(page: Page, code: string) {
  const joined = await fromPage(page, "POST", pathOf("joinClass"), {
    code,
    consentVersion: CONSENT_VERSION,
  });
  expect(joined.status).toBe(200);
}

/** Presses Tab until `target` has focus, as a keyboard user would (at most `max` times). */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
