import { expect } from "@playwright/test";
import { CLASS_PATHS } from "../../src/core/class-paths";
import { teacherWithClass } from "./class-helpers";
import { expectNoAxeViolations, newEmail, PASSWORD, postFromPage } from "./helpers";
import { phone } from "./phone-helpers";
import { test } from "./fixtures";

// Issue 24.2: a student opens a class's join link on a small phone, makes an account, reads
// what the teacher will see, joins, sees that very row, and leaves.

test.use(phone({ width: 320, height: 568 }));

test("a visitor at 320 px opens the join link, registers, reads the consent, joins, sees what the teacher sees, and leaves", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const teacher = await teacherWithClass(browser);
  await page.goto(CLASS_PATHS.classJoin(teacher.code));
  await expect(page).toHaveTitle("Join a class | Rocket");
  await expect(
    page.getByRole("heading", { level: 2, name: "Log in to join a class" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Regi-star" }).click();
  const register = page.getByRole("dialog", { name: "Register" });
  await register.getByLabel("Name").fill("Aroha Test");
  await register.getByLabel("Email").fill(newEmail());
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: "Regi-star" }).click();
  await expect(register).toBeHidden();

  // Back on the join page, signed in: the consent screen.
  await expect(page).toHaveURL(CLASS_PATHS.classJoin(teacher.code));
  const consent = page.getByRole("region", { name: "10MAT Money" });
  await expect(consent).toContainText("A class made by Ms Rangi, whose email ends in @example.nz");
  for (const heading of [
    "What your teacher will see",
    "Why",
    "How long it's kept",
    "How to leave",
  ]) {
    await expect(consent.getByRole("heading", { level: 3, name: heading })).toBeVisible();
  }
  await expect(consent.getByRole("listitem")).toHaveText([
    "Your name as it is in Rocket: Aroha Test",
    /Which missions you've started and finished, and how many pages of each/,
    "Your first answer to each quiz question, from when you join",
    "When you last used Rocket",
  ]);
  await expect(consent).toContainText(
    "Your teacher will not see your email, your school, your settings or your photo.",
  );
  await expect(consent).toContainText(
    "When your teacher ends the class, it's deleted 12 months later.",
  );
  await expectNoAxeViolations(page);

  // Progress made before joining counts: it is the student's.
  expect(
    await postFromPage(page, "/api/me/progress", { sections: { m7: { pages: [0, 1] } } }),
  ).toBe(200);
  await consent.getByRole("button", { name: "Join class" }).click();
  await expect(page).toHaveURL(CLASS_PATHS.myClasses);
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 3, name: "10MAT Money" }),
  });
  await expect(card).toContainText("Teacher: Ms Rangi (@example.nz)");
  await expect(card).not.toContainText("Class ended");

  const sees = card.getByRole("button", { name: "What my teacher sees" });
  await sees.click();
  await expect(sees).toHaveAttribute("aria-expanded", "true");
  const table = card.getByRole("table", {
    name: "Your row in 10MAT Money, as your teacher sees it",
  });
  await expect(card).toContainText("Your name: Aroha Test");
  const teacherRow = (await teacher.gridRow("Aroha Test"))!;
  expect(teacherRow).toContainEqual({
    title: "Types of bank accounts",
    label: "In progress (2 of 6 pages)",
  });
  for (const { title, label } of teacherRow) {
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
    await expect(row.getByRole("cell")).toContainText(label);
  }
  await expect(table.getByRole("row")).toHaveCount(teacherRow.length + 1);
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Leave" }).click();
  const confirm = page.getByRole("dialog", { name: "Leave 10MAT Money?" });
  await expect(confirm).toContainText("Ms Rangi stops seeing your progress straight away.");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Yes, leave" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "You left 10MAT Money." })).toBeVisible();
  await expect(page.getByText("You're not in a class yet.")).toBeVisible();
  expect(await teacher.gridRow("Aroha Test")).toBeNull();
});
