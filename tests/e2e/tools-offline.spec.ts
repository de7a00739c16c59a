import { expect } from "@playwright/test";
import { serviceWorkerReady } from "./helpers";
import { answer, retype } from "./tools-helpers";
import { test } from "./fixtures";

test("after one visit both calculators work offline, and using them sends nothing to the server", async ({
  page,
  context,
}) => {
  await page.goto("/explorer");
  await serviceWorkerReady(page);
  await context.setOffline(true);

  await page.goto("/tools/repayment-calculator");
  await expect(answer(page)).toContainText("You'll pay $32.27 a month");
  await expect(page.getByRole("table")).toBeVisible();
  const sent: string[] = [];
  page.on("request", (r) => sent.push(r.url()));
  await retype(page.getByLabel("How much you borrow"), "3000");
  await expect(answer(page)).toContainText("$96.81 a month");

  await page.getByRole("banner").getByRole("link", { name: "Back to Tools" }).click();
  await page.getByRole("link", { name: /^Savings calculator/ }).click();
  await expect(answer(page)).toContainText("you'll have $6,135.10");
  await retype(page.getByLabel("Regular deposit"), "30");
  await expect(answer(page)).not.toContainText("$6,135.10");
  expect(sent.filter((url) => url.includes("/api/"))).toEqual([]);
});
