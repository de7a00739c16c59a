import { expect, test } from "@playwright/test";
import { LINKS } from "../../src/core/content/links";
import { expectNoAxeViolations } from "./helpers";
import { slideInView, typesOfBankAccounts as m7 } from "./mission-helpers";

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
