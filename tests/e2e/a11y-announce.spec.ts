import { expect } from "@playwright/test";
import { appTakenOver } from "./helpers";
import { answer, retype } from "./tools-helpers";
import { test } from "./fixtures";

test("the calculator's answer is read out once typing pauses, not after every key", async ({
  page,
}) => {
  await page.goto("/tools/savings-calculator");
  await appTakenOver(page);
  // Every text a live region in the answer card takes on, as a screen reader would hear it.
  await answer(page).evaluate((card) => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const live of card.querySelectorAll("[aria-live]")) {
        const text = live.textContent ?? "";
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    }).observe(card, { subtree: true, childList: true, characterData: true });
  });
  await retype(page.getByLabel("Regular deposit"), "250");
  await expect(answer(page)).toContainText("you'll have");
  await page.waitForTimeout(1500);
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard).toHaveLength(1);
  expect(heard[0]).toContain(await answer(page).locator("p").first().innerText());
});
