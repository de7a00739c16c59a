import { expect } from "@playwright/test";
import { test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/settings");
  await expect(page.getByText("No school chosen.")).toBeVisible();
});

test("a school is chosen by keyboard: type, arrow down, Enter", async ({ page }) => {
  const school = page.getByRole("combobox", { name: "My school" });
  await school.focus();
  await school.pressSequentially("otago girls");
  await expect(school).toHaveAttribute("aria-expanded", "true");
  // The name match comes first; a girls' school in the Otago region comes after it.
  await expect(page.getByRole("option")).toHaveText([
    "Otago Girls' High School, Otago",
    "Waitaki Girls' High School, Otago",
  ]);

  await school.press("ArrowDown");
  const option = page.getByRole("option", { name: "Otago Girls' High School" });
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(school).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);

  await school.press("Enter");
  await expect(school).toHaveAttribute("aria-expanded", "false");
  await expect(school).toHaveValue("Otago Girls' High School");
  await expect(page.getByText("Your school: Otago Girls' High School (Otago)")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("combobox", { name: "My school" })).toHaveValue(
    "Otago Girls' High School",
  );
});

test("searching by region lists that region's schools, and arrows move through them", async ({
  page,
}) => {
  const school = page.getByRole("combobox", { name: "My school" });
  await school.pressSequentially("West Coast");
  const options = page.getByRole("option");
  await expect(options).toHaveCount(8);
  await expect(options.first()).toHaveText("Buller High School, West Coast");
  await expect(page.getByText("8 schools match.")).toBeVisible();

  await school.press("ArrowDown");
  await school.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await school.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await school.press("ArrowUp");
  await expect(options.nth(7)).toHaveAttribute("aria-selected", "true");
  await school.press("Enter");
  await expect(page.getByText("Your school: Westland High School (West Coast)")).toBeVisible();
});

test("a school can be picked by tapping it in the list", async ({ page }) => {
  await page.getByRole("combobox", { name: "My school" }).fill("greymouth");
  await page.getByRole("option", { name: "Greymouth High School" }).click();
  await expect(page.getByText("Your school: Greymouth High School (West Coast)")).toBeVisible();
});

test("Escape closes the list and keeps the chosen school", async ({ page }) => {
  const school = page.getByRole("combobox", { name: "My school" });
  await school.fill("karamea");
  await school.press("ArrowDown");
  await school.press("Enter");
  await school.fill("aorere");
  await expect(school).toHaveAttribute("aria-expanded", "true");
  await school.press("Escape");
  await expect(school).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox", { name: "Schools" })).toBeHidden();
  await expect(school).toHaveValue("Karamea Area School");
  await expect(page.getByText("Your school: Karamea Area School (West Coast)")).toBeVisible();
});

test("clearing the school, by the button or by emptying the box, means no school", async ({
  page,
}) => {
  const school = page.getByRole("combobox", { name: "My school" });
  await school.fill("reefton");
  await school.press("ArrowDown");
  await school.press("Enter");
  await page.getByRole("button", { name: "Clear my school" }).click();
  await expect(page.getByText("No school chosen.")).toBeVisible();
  await expect(school).toBeFocused();
  await expect(school).toHaveValue("");

  await school.fill("reefton");
  await school.press("ArrowDown");
  await school.press("Enter");
  await school.fill("");
  await school.press("Tab");
  await expect(page.getByText("No school chosen.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No school chosen.")).toBeVisible();
});

test("a search with no match says so", async ({ page }) => {
  const school = page.getByRole("combobox", { name: "My school" });
  await school.fill("zzzz");
  await expect(page.getByText("No school matches.")).toBeVisible();
  await expect(school).toHaveAttribute("aria-expanded", "false");
});
