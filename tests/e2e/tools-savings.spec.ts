import { expect } from "@playwright/test";
import { toolHref } from "../../src/core/tools/inputs";
import { expectNoAxeViolations } from "./helpers";
import { answer, chartWords, openMoreOptions, retype, tabTo } from "./tools-helpers";
import { test } from "./fixtures";

const PATH = "/tools/savings-calculator";

test("opens with an answer at once; typing a deposit changes the words, chart, table and URL", async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(answer(page)).toContainText("you'll have $6,135.10");
  await expect(answer(page)).toContainText(
    "$5,700 you put in and $435.10 in interest (after $51.05 tax)",
  );
  const table = page.getByRole("table", { name: "Year by year (5 rows)" });
  await expect(table.getByRole("row").last()).toContainText("$6,135.10");
  await expect(chartWords(page)).toHaveText(/grow from \$500 to \$6,135\.10 over 5 years/);

  await retype(page.getByLabel("Regular deposit"), "50");
  await expect(answer(page)).toContainText("you'll have $14,480.12");
  await expect(table.getByRole("row").last()).toContainText("$14,480.12");
  await expect(chartWords(page)).toHaveText(/to \$14,480\.12/);
  await expect(page).toHaveURL(/[?&]deposit=50(&|$)/);
});

test("a goal and a date give the deposit needed; a goal already reached says so", async ({
  page,
}) => {
  await page.goto(PATH);
  await page.getByRole("radio", { name: "What to save" }).check();
  await expect(answer(page)).toContainText(
    /To reach \$5,000 by \w+ \d{4}, put away \$15\.92 a week/,
  );
  await retype(page.getByLabel("What you have now"), "6000");
  await expect(answer(page)).toContainText(
    "You already have $6,000, which reaches your $5,000 goal",
  );
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("a goal and a deposit give the date; no deposit and no interest never get there", async ({
  page,
}) => {
  await page.goto(PATH);
  await page.getByRole("radio", { name: "How long" }).check();
  await expect(answer(page)).toContainText(
    /You'll reach \$5,000 in 4 years 3 weeks, around \w+ \d{4}/,
  );
  await retype(page.getByLabel("Regular deposit"), "0");
  await retype(page.getByLabel("Interest rate"), "0");
  await expect(answer(page)).toContainText(
    "With nothing added and no interest, your savings never reach $5,000.",
  );
});

test("the years slider's box takes two digits and turns 0 into 1", async ({ page }) => {
  await page.goto(PATH);
  const box = page.getByLabel("How many years, typed");
  await expect(box).toHaveAttribute("maxlength", "2");
  await retype(box, "0");
  await expect(box).toHaveValue("1");
  await expect(answer(page)).toContainText("In 1 year");
  await expect(page.getByRole("slider", { name: "How many years" })).toHaveValue("1");
});

test("today's dollars and tax options change the answer and its assumptions", async ({ page }) => {
  await page.goto(PATH);
  await openMoreOptions(page);
  await page.getByRole("switch", { name: "Show in today's dollars" }).click();
  await expect(answer(page)).toContainText(
    "In today's dollars that's about $5,556.75, if prices rise 2% a year.",
  );
  await page.getByLabel("Tax on interest (RWT)").selectOption("0");
  await expect(answer(page)).not.toContainText("tax");
  await expect(page.getByText("No tax is taken from the interest.")).toBeVisible();
  await expect(page.getByText(/^Checked November 2026$/)).toBeVisible();
});

test("a prefilled link opens filled in, and the URL survives reload and the back button", async ({
  page,
}) => {
  await page.goto(
    toolHref({
      calculator: "savings",
      prefill: { start: 1000, deposit: 0, rate: 2, years: 10, compound: "yearly", tax: "0" },
    }),
  );
  await expect(answer(page)).toContainText("In 10 years");
  await expect(answer(page)).toContainText("you'll have $1,218.99");
  await retype(page.getByLabel("Regular deposit"), "10");
  await expect(page).toHaveURL(/[?&]deposit=10(&|$)/);
  await page.reload();
  await expect(page.getByLabel("Regular deposit")).toHaveValue("10");
  await page.getByRole("banner").getByRole("link", { name: "Back to Tools" }).click();
  await page.goBack();
  await expect(page.getByLabel("Regular deposit")).toHaveValue("10");
  await expect(page.getByLabel("What you have now")).toHaveValue("1,000");
});

test("works by keyboard alone, and has no axe violations at phone size", async ({ page }) => {
  await page.goto(PATH);
  await tabTo(page, page.getByRole("radio", { name: "What I'll have" }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "What to save" })).toBeChecked();
  await tabTo(page, page.getByRole("textbox", { name: "Your goal", exact: true }));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("10000");
  await expect(answer(page)).toContainText("To reach $10,000");
  await tabTo(page, page.locator("summary", { hasText: "More options" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("switch", { name: "Show in today's dollars" }));
  await page.keyboard.press("Space");
  await expect(answer(page)).toContainText("In today's dollars");
  await expectNoAxeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
