import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { CONSENT_VERSION } from "../../src/core/classes/consent";
import { postFromPage, signUpByApi } from "./helpers";

// A teacher's screens (issue 24): classes made and joined through the API, as the server tests
// do, so each spec spends its time on the screen it is about.

export const PHONE = { width: 320, height: 568 };
export const PROJECTOR = { width: 1920, height: 1080 };

/** A class made by the account signed in on the page: its id and join code. */
export async function classByApi(page: Page, name: string) {
  const made = await page.evaluate(async (name) => {
    const response = await fetch("/api/classes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    return { status: response.status, body: await response.json() };
  }, name);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: String(made.body.class.id), code: String(made.body.class.joinCode) };
}

/** The answer to asking for a code's class, from the page's account: 200 while the code joins. */
export const previewStatus = (page: Page, code: string) =>
  postFromPage(page, "/api/classes/preview", { code });

/** A student in a browser of their own: signed up, and in the class with the code. */
export async function studentJoins(
  browser: Browser,
  code: string,
  name: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signUpByApi(page, name);
  const joined = await postFromPage(page, "/api/classes/join", {
    code,
    consentVersion: CONSENT_VERSION,
  });
  expect(joined).toBe(200);
  return page;
}

/** A colleague in a browser of their own: signed up, and teaching the owner's class by invite. */
export async function coTeacherJoins(
  browser: Browser,
  owner: Page,
  classId: string,
  name: string,
  options: BrowserContextOptions = {},
) {
  const token = await owner.evaluate(async (id) => {
    const response = await fetch(`/api/classes/${id}/invites`, { method: "POST" });
    return String((await response.json()).token);
  }, classId);
  const page = await (await browser.newContext(options)).newPage();
  await signUpByApi(page, name);
  expect(await postFromPage(page, "/api/classes/invites/accept", { token })).toBe(200);
  return page;
}

/** The status of the class's grid asked for by the page's account: 404 once it has no part in it. */
export const gridStatus = (page: Page, classId: string) =>
  page.evaluate(async (id) => (await fetch(`/api/classes/${id}/grid`)).status, classId);

/** The page never scrolls sideways: anything wide scrolls inside its own region. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}
