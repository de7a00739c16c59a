import { expect } from "@playwright/test";
import { LINKS } from "../../src/core/content/links";
import { expectNoAxeViolations } from "./helpers";
import { slideInView, typesOfBankAccounts as m7, writtenMission } from "./mission-helpers";
import { answer } from "./tools-helpers";
import { test } from "./fixtures";

const m3 = writtenMission("student-loans");
const m10 = writtenMission("what-is-credit");

test("a link to an official page opens a new tab, says it leaves the app, and offline that it needs a connection", async ({
  page,
  context,
}) => {
  await page.goto(`/mission/${m7.slug}/1`);
  await slideInView(page, m7, 1)
    .getByRole("button", { name: /^KiwiSaver/ })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /next/i }).click();

  const words = "(leaves the app: Sorted website, new tab)";
  const link = dialog.getByRole("link", { name: `Sorted ${words}` });
  await expect(link).toBeVisible();
  await expect(link).toContainText(words); // in words on screen, not only to screen readers
  await expect(link).toHaveAttribute("href", LINKS.sorted.href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(dialog).not.toContainText("needs an internet connection");
  await expectNoAxeViolations(page);

  await context.setOffline(true);
  await expect(dialog).toContainText("Sorted website, new tab) (needs an internet connection)");
  await expect(link).toHaveAccessibleDescription("(needs an internet connection)");
  await context.setOffline(false);
  await expect(dialog).not.toContainText("needs an internet connection");
});

test("the credit score page links to each credit bureau's site, in a new tab and said to leave the app", async ({
  page,
}) => {
  const index = m10.pages.findIndex((p) => p.title === "Your credit score");
  await page.goto(`/mission/${m10.slug}/${index}`);
  const slide = slideInView(page, m10, index);
  for (const { href, site } of [LINKS.centrix, LINKS.equifax, LINKS.illion]) {
    const bureau = slide.getByRole("link", {
      name: `${site} (leaves the app: ${site} website, new tab)`,
    });
    await expect(bureau).toHaveAttribute("href", href);
    await expect(bureau).toHaveAttribute("target", "_blank");
  }
});

test("the cost-of-credit page's calculator link opens the repayment calculator on the same loan, and Back returns to the lesson", async ({
  page,
}) => {
  const index = m10.pages.findIndex((p) => p.title === "The cost of credit");
  await page.goto(`/mission/${m10.slug}/${index}`);
  await slideInView(page, m10, index)
    .getByRole("link", { name: "open this loan in the repayment calculator" })
    .tap();
  await expect(page).toHaveURL(
    /\/tools\/repayment-calculator\?amount=1000&rate=10&years=3&freq=monthly$/,
  );
  await expect(answer(page)).toContainText("You'll pay $32.27 a month for 3 years");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/mission/${m10.slug}/${index}$`));
});

test("the student loan scenario's link opens the calculator's student loan mode with its loan and pay: 17.9 years", async ({
  page,
}) => {
  const index = m3.pages.findIndex((p) => p.title === "Scenario: moving away to study");
  await page.goto(`/mission/${m3.slug}/${index}`);
  await slideInView(page, m3, index)
    .getByRole("link", { name: "open the student loan calculator" })
    .tap();
  await expect(page).toHaveURL(/\/tools\/repayment-calculator\?mode=student&/);
  await expect(page.getByRole("radio", { name: "Student loan" })).toBeChecked();
  await expect(answer(page)).toContainText("From pay of $1,057.69 a week, $71.24 a week");
  await expect(answer(page)).toContainText("pay off $65,760 in about 17.9 years");
});
