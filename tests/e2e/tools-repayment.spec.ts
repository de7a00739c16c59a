import { expect } from "@playwright/test";
import { toolHref } from "../../src/core/tools/inputs";
import { expectNoAxeViolations } from "./helpers";
import { answer, chartWords, openMoreOptions, retype, tabTo } from "./tools-helpers";
import { test } from "./fixtures";

const PATH = "/tools/repayment-calculator";

test("opens with an answer at once; typing an amount changes the words, chart, table and URL", async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(answer(page)).toContainText("You'll pay $32.27 a month for 3 years");
  const table = page.getByRole("table", { name: "Every payment (36)" });
  await expect(table.getByRole("row").nth(1)).toContainText("$32.27");
  await expect(chartWords(page)).toHaveText(
    /Over 3 years you pay \$1,161\.\d\d, and \$161\.\d\d of it is interest/,
  );

  await retype(page.getByLabel("How much you borrow"), "2000");
  await expect(page.getByLabel("How much you borrow")).toHaveValue("2,000");
  await expect(answer(page)).toContainText("You'll pay $64.54 a month for 3 years");
  await expect(table.getByRole("row").nth(1)).toContainText("$64.54");
  await expect(chartWords(page)).toHaveText(/Over 3 years you pay \$2,3\d\d\.\d\d/);
  await expect(page).toHaveURL(/[?&]amount=2000(&|$)/);
});

test("dollar fields keep digits only, group them as typed, and an emptied one is $0 on leaving", async ({
  page,
}) => {
  await page.goto(PATH);
  const amount = page.getByLabel("How much you borrow");
  await retype(amount, "12a3b45");
  await expect(amount).toHaveValue("12,345");
  await retype(amount, "12345678901");
  await expect(amount).toHaveValue("123,456,789");
  await openMoreOptions(page);
  const fee = page.getByLabel("One-off fee (optional)");
  await retype(fee, "");
  await page.getByLabel("Interest rate").focus();
  await expect(fee).toHaveValue("0");
  await retype(page.getByLabel("Interest rate"), "12.5.5");
  await expect(page.getByLabel("Interest rate")).toHaveValue("12.55");
});

test("a prefilled link opens the calculator filled in, and the URL survives reload and the back button", async ({
  page,
}) => {
  await page.goto(
    toolHref({ calculator: "repayment", prefill: { amount: 2000, rate: 12, years: 2 } }),
  );
  await expect(page.getByLabel("How much you borrow")).toHaveValue("2,000");
  await expect(answer(page)).toContainText("You'll pay $94.15 a month for 2 years");

  await retype(page.getByLabel("Interest rate"), "0");
  await expect(answer(page)).toContainText("With 0% interest you pay back only what you borrowed");
  await expect(answer(page)).toContainText("$83.34 a month for 2 years, and $0 in interest");
  await expect(page).toHaveURL(/[?&]rate=0(&|$)/);

  await page.reload();
  await expect(page.getByLabel("Interest rate")).toHaveValue("0");
  await expect(answer(page)).toContainText("With 0% interest");

  await page.getByRole("banner").getByRole("link", { name: "Back to Tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await page.goBack();
  await expect(page.getByLabel("How much you borrow")).toHaveValue("2,000");
  await expect(answer(page)).toContainText("With 0% interest");
});

test("bad values in the URL fall back to the defaults without breaking the page", async ({
  page,
}) => {
  await page.goto(`${PATH}?amount=lots&rate=-4&years=1e9&freq=daily&mode=<script>`);
  await expect(answer(page)).toContainText("You'll pay $32.27 a month for 3 years");
  await expect(page.getByLabel("How much you borrow")).toHaveValue("1,000");
});

test("a payment that never covers the interest says so and gives the smallest one that does", async ({
  page,
}) => {
  await page.goto(PATH);
  await page.getByRole("radio", { name: "How long it takes" }).check();
  await retype(page.getByLabel("Payment you can afford"), "5");
  await expect(answer(page)).toContainText(
    "At $5 a month, this loan would never be paid off: the interest added each month is more than you pay.",
  );
  await expect(answer(page)).toContainText(
    /The smallest payment that pays it off is \$8\.\d\d a month/,
  );
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.locator("figure")).toHaveCount(0);

  await retype(page.getByLabel("Payment you can afford"), "50");
  await expect(answer(page)).toContainText(
    /debt-free|You'll pay \$50 a month for 1 year 10 months/,
  );
  await openMoreOptions(page);
  await retype(page.getByLabel("Extra each payment (optional)"), "10");
  await expect(answer(page)).toContainText(
    /Paying \$10 extra each month, you're debt-free \d+ months? sooner/,
  );
});

test("student loan mode: pay in, the weekly deduction and the years to repay (the $40 yearly fee counted) out, with the checked date", async ({
  page,
}) => {
  await page.goto(PATH);
  await page.getByRole("radio", { name: "Student loan" }).check();
  await retype(page.getByLabel("What you owe", { exact: true }), "10000");
  await retype(page.getByLabel("Your pay before tax"), "600");
  await expect(answer(page)).toContainText(
    "From pay of $600 a week, $16.32 a week goes to your student loan: 12c for every dollar over the $464 threshold.",
  );
  await expect(answer(page)).toContainText(
    "pay off $10,000 in about 12.4 years: no interest while you live in New Zealand, but a $40 fee each year.",
  );
  await expect(page.getByText(/^Checked November 2026/)).toBeVisible();
  await expect(page).toHaveURL(/mode=student/);

  await page.getByLabel("How often you're paid").selectOption("fortnightly");
  await retype(page.getByLabel("Your pay before tax"), "1200");
  await expect(answer(page)).toContainText("$32.64 a fortnight (about $16.32 a week)");
  await retype(page.getByLabel("Your pay before tax"), "900");
  await expect(answer(page)).toContainText("is not over the $928 a fortnight threshold");
  await expectNoAxeViolations(page);
});

test("works by keyboard alone: tab to a field, type, switch loans with the arrow keys", async ({
  page,
}) => {
  await page.goto(PATH);
  const amount = page.getByLabel("How much you borrow");
  await tabTo(page, amount);
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("500");
  await expect(amount).toHaveValue("1,500");
  await expect(answer(page)).toContainText("You'll pay $48.41 a month");

  await tabTo(page, page.getByRole("radio", { name: "Any loan" }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Student loan" })).toBeChecked();
  await expect(answer(page)).toContainText("goes to your student loan");
  await tabTo(page, page.getByRole("region", { name: /^Every payment/ }));
});

test("has no axe violations at phone size, and nothing scrolls sideways", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("typing in the middle of an amount keeps the caret after each new digit as the commas move", async ({
  page,
}) => {
  await page.goto(PATH);
  const amount = page.getByLabel("How much you borrow");
  await amount.click();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("5559");
  await expect(amount).toHaveValue("15,559,000");
  expect(await amount.evaluate((field: HTMLInputElement) => field.selectionStart)).toBe(6);
});
