import { expect, type Page } from "@playwright/test";
import { PASSWORD } from "./helpers";

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

/** Registers from the side menu's Regi-star dialog and waits for the welcome. */
export async function registerFromMenu(page: Page, name: string, email: string) {
  await openFromMenu(page, "Regi-star");
  const register = page.getByRole("dialog", { name: "Register" });
  await register.getByLabel("Name").fill(name);
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: "Regi-star" }).click();
  await expect(register).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: `Welcome aboard, ${name}!` }),
  ).toBeVisible();
}
