import { expect } from "@playwright/test";
import { encode } from "uqr";
import { expectFieldError } from "./account-helpers";
import { expectNoAxeViolations, signUpByApi, TEXT_SPACING } from "./helpers";
import {
  classByApi,
  coTeacherJoins,
  expectNoSidewaysScroll,
  gridStatus,
  PHONE,
  previewStatus,
  PROJECTOR,
} from "./teacher-helpers";
import { test } from "./fixtures";

// A teacher's classes (issue 24.1, 24.2): making one in the page, its code, link and QR code,
// closing joining and a new code, rename, archive and delete, and a co-teacher's invite.

test("a visitor is asked to log in on the classes page, which the menu lists only when signed in", async ({
  page,
}) => {
  await page.goto("/classes");
  await expect(page.getByRole("heading", { name: "Log in to teach a class" })).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Classes you teach" })).toHaveCount(0);
});

test("an owner makes a class in the page, sees its code, link and QR code, and copies the link by keyboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpByApi(page, "Ms Rangi");
  await page.goto("/classes");
  await expect(page.getByText("No classes yet.")).toBeVisible();

  // The server's own message, next to the field.
  await page.getByRole("button", { name: "Make the class" }).click();
  await expectFieldError(page, "Class name", "Please give the class a name");
  await page.getByLabel("Class name").fill("10MAT Money");
  await page.getByLabel("Class name").press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "10MAT Money" })).toBeVisible();
  await expect(page).toHaveURL(/\/classes\/[\w-]+$/);
  const joinPanel = page.getByRole("region", { name: "Join this class" });
  const link = (await joinPanel.getByText(/\/join\/[0-9A-Z]{8}$/).textContent())!;
  const code = link.slice(-8);
  expect(link).toBe(`${baseURL}/join/${code}`);
  await expect(joinPanel.getByText(`${code.slice(0, 4)} ${code.slice(4)}`)).toBeVisible();

  // The QR code is drawn here, and holds the link shown: as many dark modules as its encoding.
  const qr = joinPanel.getByRole("img", { name: "QR code of the join link" });
  await expect(qr).toBeVisible();
  const d = (await qr.locator("path").getAttribute("d"))!;
  const dark = encode(link, { ecc: "M", border: 0 }).data.flat().filter(Boolean).length;
  expect(d.match(/M/g)).toHaveLength(dark);

  const copy = joinPanel.getByRole("button", { name: "Copy join link" });
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(joinPanel.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("closing joining hides the code; a new code is asked first, and the old one stops working", async ({
  page,
}) => {
  await signUpByApi(page, "Ms Rangi");
  const { id, code } = await classByApi(page, "Year 11 Money");
  await page.goto(`/classes/${id}`);
  const joinPanel = page.getByRole("region", { name: "Join this class" });

  await joinPanel.getByRole("button", { name: "Close joining" }).click();
  await expect(joinPanel.getByText("Joining is closed: nobody can join")).toBeVisible();
  await expect(joinPanel.getByRole("img")).toHaveCount(0);
  await expect(joinPanel.getByRole("button", { name: "Open joining" })).toBeFocused();
  expect(await previewStatus(page, code)).toBe(404);
  await joinPanel.getByRole("button", { name: "Open joining" }).click();
  await expect(joinPanel.getByRole("img", { name: "QR code of the join link" })).toBeVisible();
  expect(await previewStatus(page, code)).toBe(200);

  await joinPanel.getByRole("button", { name: "New code" }).click();
  const ask = page.getByRole("dialog", { name: "Make a new code?" });
  await expect(ask).toContainText(`${code.slice(0, 4)} ${code.slice(4)}`);
  await ask.getByRole("button", { name: "Yes, make a new code" }).click();
  await expect(ask).toBeHidden();
  const said = joinPanel.getByRole("status").filter({ hasText: "The new code is" });
  await expect(said).toBeVisible();
  const fresh = (await said.textContent())!.replace(/^The new code is | |\.$/g, "");
  expect(fresh).toMatch(/^[0-9A-Z]{8}$/);
  expect(fresh).not.toBe(code);
  await expect(joinPanel.getByText(new RegExp(`/join/${fresh}$`))).toBeVisible();
  expect(await previewStatus(page, code)).toBe(404);
  expect(await previewStatus(page, fresh)).toBe(200);
});

test("the owner renames, archives and deletes a class, asked first before archiving and deleting", async ({
  page,
}) => {
  await signUpByApi(page, "Ms Rangi");
  const { id } = await classByApi(page, "10MAT Money");
  await classByApi(page, "11ECO Money");
  await page.goto("/classes");
  const card = (name: string) => page.getByRole("listitem").filter({ hasText: name });

  await card("10MAT Money").getByRole("button", { name: "Rename 10MAT Money" }).click();
  const field = page.getByLabel("New name for 10MAT Money");
  await expect(field).toBeFocused();
  await field.fill("10MAT Money and Maths");
  await page.getByRole("button", { name: "Save the name" }).click();
  const renamed = card("10MAT Money and Maths");
  await expect(renamed.getByRole("heading", { level: 3 })).toHaveText("10MAT Money and Maths");
  await expect(renamed.getByRole("button", { name: /^Rename/ })).toBeFocused();

  await renamed.getByRole("button", { name: /^Archive/ }).click();
  const archive = page.getByRole("dialog", { name: "Archive 10MAT Money and Maths?" });
  await expect(archive).toContainText("deleted automatically 12 months after");
  await archive.getByRole("button", { name: "Yes, archive the class" }).click();
  await expect(archive).toBeHidden();
  await expect(renamed).toContainText("read-only");
  await expect(renamed.getByRole("button", { name: /^Rename/ })).toHaveCount(0);

  // Read-only after: no way to join and nothing to change on its page.
  await renamed.getByRole("link", { name: "10MAT Money and Maths" }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${id}$`));
  await expect(page.getByText("This class ended on")).toBeVisible();
  await expect(page.getByRole("region", { name: "Join this class" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Teach with a colleague" })).toHaveCount(0);
  await page.goBack();

  await card("11ECO Money").getByRole("button", { name: "Delete 11ECO Money" }).click();
  const remove = page.getByRole("dialog", { name: "Delete 11ECO Money?" });
  await remove.getByRole("button", { name: "Keep the class" }).click();
  await expect(card("11ECO Money")).toBeVisible();
  await card("11ECO Money").getByRole("button", { name: "Delete 11ECO Money" }).click();
  await remove.getByRole("button", { name: "Yes, delete the class" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted 11ECO Money." })).toBeVisible();
  await expect(card("11ECO Money")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your classes" })).toBeFocused();
});

test("an invite link made by the owner lets a colleague teach the class, and works once", async ({
  page,
  browser,
}) => {
  await signUpByApi(page, "Ms Rangi");
  const { id } = await classByApi(page, "10MAT Money");
  await page.goto(`/classes/${id}`);
  const invite = page.getByRole("region", { name: "Teach with a colleague" });
  await invite.getByRole("button", { name: "Make an invite link" }).click();
  const link = (await invite.getByText(/\/classes\/invite#/).textContent())!;
  await expect(invite).toContainText("It works once, until");

  const colleague = await (await browser.newContext()).newPage();
  await signUpByApi(colleague, "Mr Tane");
  await colleague.goto(link);
  await colleague.getByRole("button", { name: "Accept the invite" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "10MAT Money" })).toBeVisible();
  await expect(colleague.getByText("Ms Rangi's class: you teach it with them")).toBeVisible();
  await expect(colleague.getByRole("button", { name: "Close joining" })).toHaveCount(0);

  const other = await (await browser.newContext()).newPage();
  await signUpByApi(other, "Someone Else");
  await other.goto(link);
  await other.getByRole("button", { name: "Accept the invite" }).click();
  await expect(other.getByRole("alert")).toHaveText(
    "This invite link has been used or has run out.",
  );
});

test("at 320 px by keyboard, the owner removes a co-teacher, who loses the class at once, and a co-teacher stops teaching it", async ({
  page,
  browser,
}) => {
  // Three browsers on one machine and axe three times: up to 29 s of the usual 30 on a loaded host.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signUpByApi(page, "Ms Rangi");
  const { id } = await classByApi(page, "10MAT Money");
  const tane = await coTeacherJoins(browser, page, id, "Mr Tane");
  const aroha = await coTeacherJoins(browser, page, id, "Ms Aroha", { viewport: PHONE });
  await page.goto(`/classes/${id}`);
  const panel = page.getByRole("region", { name: "Teachers" });
  await expect(panel.getByRole("listitem")).toHaveText([
    "Ms Rangi (owner, you)",
    "Mr Tane Remove",
    "Ms Aroha Remove",
  ]);
  await expect(panel.getByRole("button", { name: "Stop teaching this class" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await panel.getByRole("button", { name: "Remove Mr Tane" }).focus();
  await page.keyboard.press("Enter");
  const ask = page.getByRole("dialog", { name: "Remove Mr Tane?" });
  await expect(ask.getByRole("button", { name: "Keep them" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Shift+Tab");
  await expect(ask.getByRole("button", { name: "Yes, remove" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(ask).toBeHidden();
  await expect(panel.getByRole("status")).toHaveText("Removed Mr Tane.");
  await expect(panel.getByRole("heading", { name: "Teachers" })).toBeFocused();
  await expect(panel.getByRole("listitem")).toHaveCount(2);
  expect(await gridStatus(tane, id)).toBe(404);
  await tane.goto(`/classes/${id}`);
  await expect(tane.getByRole("alert")).toHaveText("There is no class here.");

  await aroha.goto(`/classes/${id}`);
  const hers = aroha.getByRole("region", { name: "Teachers" });
  await expect(hers.getByRole("listitem")).toHaveText(["Ms Rangi (owner)", "Ms Aroha (you)"]);
  await expect(hers.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await hers.getByRole("button", { name: "Stop teaching this class" }).focus();
  await aroha.keyboard.press("Enter");
  const stop = aroha.getByRole("dialog", { name: "Stop teaching 10MAT Money?" });
  await expect(stop).toContainText("stay with Ms Rangi");
  await expectNoAxeViolations(aroha);
  await stop.getByRole("button", { name: "Yes, stop teaching" }).focus();
  await aroha.keyboard.press("Enter");
  await expect(aroha).toHaveURL(/\/classes$/);
  await expect(aroha.getByText("No classes yet.")).toBeVisible();
  expect(await gridStatus(aroha, id)).toBe(404);
  expect(await gridStatus(page, id)).toBe(200);
});

for (const size of [PHONE, PROJECTOR]) {
  test(`the classes page and a new class's page have no axe violations at ${size.width} px and never scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signUpByApi(page, "Ms Rangi");
    const { id } = await classByApi(page, "10MAT Money");
    await page.goto("/classes");
    await expect(page.getByRole("link", { name: "10MAT Money" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.goto(`/classes/${id}`);
    await expect(page.getByRole("img", { name: "QR code of the join link" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    // The code to project still fits with WCAG 1.4.12's text spacing.
    await page.addStyleTag({ content: TEXT_SPACING });
    await expectNoSidewaysScroll(page);
    await page.goto("/classes/invite#some-token");
    await expect(page.getByRole("button", { name: "Accept the invite" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
