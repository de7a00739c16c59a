import { expect } from "@playwright/test";
import { appTakenOver } from "./helpers";
import {
  bankingFundamentals as m0,
  slideInView,
  unlockBankingFundamentals,
  writtenMission,
} from "./mission-helpers";
import { test } from "./fixtures";

const m10 = writtenMission("what-is-credit");

test.use({ viewport: { width: 320, height: 568 } });

test("banking fundamentals' banking-screen hotspots are tabbed to top to bottom, as the picture reads", async ({
  page,
}) => {
  const index = m0.pages.findIndex((p) => p.kind === "hotspots");
  await unlockBankingFundamentals(page);
  await page.goto(`/mission/${m0.slug}/${index}`);
  await appTakenOver(page);
  const spots = slideInView(page, m0, index).getByRole("button", {
    name: /^(Balance|Deposit|Interest)/,
  });
  await expect(spots).toHaveCount(3);

  await spots.first().focus();
  const tabbed: string[] = [];
  const tops: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    if (i > 0) await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    tabbed.push((await focused.innerText()).split("\n")[0]!);
    tops.push((await focused.boundingBox())!.y);
  }
  expect(tabbed).toEqual(["Balance", "Deposit", "Interest"]);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test("a page opened from a link in the app gets focus on its heading; the visit's first page does not", async ({
  page,
}) => {
  const index = m10.pages.findIndex((p) => p.title === "The cost of credit");
  await page.goto(`/mission/${m10.slug}/${index}`);
  await appTakenOver(page);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();

  await slideInView(page, m10, index)
    .getByRole("link", { name: "open this loan in the repayment calculator" })
    .click();
  const heading = page.getByRole("heading", { level: 1, name: "Repayment calculator" });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/^Repayment calculator \| Rocket$/);

  // Back is a route change too: the mission's heading, not the page's body.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: m10.title })).toBeFocused();
});
