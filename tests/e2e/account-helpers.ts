import { expect, type Page } from "@playwright/test";

/** The field (text box) with this label and the message next to it. */
export async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label, { exact: typeof label === "string" });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens the side menu and taps one of its account buttons. */
export async function openFromMenu(page: Page, button: "Log in" | "Regi-star") {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: button, exact: true }).click();
}
