import { expect } from "@playwright/test";
import { expectNoAxeViolations, newEmail, PASSWORD, signUpByApi } from "./helpers";
import { expectFieldError, openFromMenu } from "./account-helpers";
import { test } from "./fixtures";

test.describe("the log in, register and forgot password dialogs", () => {
  test("Log in opens from the menu with focus on the email field, and Escape returns focus", async ({
    page,
  }) => {
    await page.goto("/explorer");
    await openFromMenu(page, "Log in");
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
    await expect(dialog.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });

  test("Regi-star opens the register dialog from the menu, with autocomplete for password managers", async ({
    page,
  }) => {
    await page.goto("/explorer");
    await openFromMenu(page, "Regi-star");
    const dialog = page.getByRole("dialog", { name: "Register" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("autocomplete", "name");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
    await expect(dialog.getByLabel("Password")).toHaveAttribute("autocomplete", "new-password");
    await expect(dialog.getByRole("button", { name: "Regi-star" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("/login, /register and /forgotPassword open their dialogs, and closing one clears ?modal", async ({
    page,
  }) => {
    const paths: [string, string][] = [
      ["/login", "Log in"],
      ["/signup", "Register"],
      ["/register", "Register"],
      ["/forgotPassword", "Forgot your password?"],
    ];
    for (const [path, name] of paths) {
      await page.goto(path);
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/explorer$/);
    }
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("links move between Log in, Regi-star and Forgot password", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Regi-star: create an account" }).click();
    const register = page.getByRole("dialog", { name: "Register" });
    await expect(register).toBeVisible();
    await expect(register.getByLabel("Name")).toBeFocused();
    await register.getByRole("button", { name: "Log in" }).click();
    const login = page.getByRole("dialog", { name: "Log in" });
    await login.getByRole("button", { name: "Forgot your password?" }).click();
    const forgot = page.getByRole("dialog", { name: "Forgot your password?" });
    await expect(forgot.getByLabel("Email")).toBeFocused();
    await forgot.getByRole("button", { name: "Back to log in" }).click();
    await expect(login).toBeVisible();
  });

  test("an empty Log in form says 'Required: email and password' next to the email field", async ({
    page,
  }) => {
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expectFieldError(page, "Email", "Required: email and password");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    // With the email filled in, the message moves next to the password.
    await dialog.getByLabel("Email").fill("someone@example.nz");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expectFieldError(page, "Password", "Required: email and password");
    await expect(dialog.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("an empty Register form says 'Required: name, email and password'", async ({ page }) => {
    await page.goto("/register");
    const dialog = page.getByRole("dialog", { name: "Register" });
    await dialog.getByRole("button", { name: "Regi-star" }).click();
    await expectFieldError(page, "Name", "Required: name, email and password");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  });

  test("an empty Forgot password form says 'Required: email'", async ({ page }) => {
    await page.goto("/forgotPassword");
    const dialog = page.getByRole("dialog", { name: "Forgot your password?" });
    await dialog.getByRole("button", { name: "Send me a link" }).click();
    await expectFieldError(page, "Email", "Required: email");
  });

  test("a common password is refused next to the password field", async ({ page }) => {
    await page.goto("/register");
    const dialog = page.getByRole("dialog", { name: "Register" });
    await dialog.getByLabel("Name").fill("Tama");
    await dialog.getByLabel("Email").fill(newEmail());
    await dialog.getByLabel("Password").fill("password123");
    await dialog.getByRole("button", { name: "Regi-star" }).click();
    await expectFieldError(page, "Password", "on a list of common passwords");
    await expect(dialog.getByLabel("Password")).toBeFocused();
  });

  test("a password under 8 characters is refused next to the password field", async ({ page }) => {
    await page.goto("/register");
    const dialog = page.getByRole("dialog", { name: "Register" });
    await dialog.getByLabel("Name").fill("Tama");
    await dialog.getByLabel("Email").fill(newEmail());
    await dialog.getByLabel("Password").fill("kōwhai");
    await dialog.getByRole("button", { name: "Regi-star" }).click();
    await expectFieldError(page, "Password", "Your password needs at least 8 characters.");
  });

  test("registering an email that has an account, with another password, says to log in or reset", async ({
    page,
  }) => {
    const { email } = await signUpByApi(page);
    await page.context().clearCookies();
    await page.goto("/register");
    const dialog = page.getByRole("dialog", { name: "Register" });
    await dialog.getByLabel("Name").fill("Second Try");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("not the password of that account");
    await dialog.getByRole("button", { name: "Regi-star" }).click();
    await expectFieldError(page, "Email", "If that email already has an account, we've emailed it");
    await expect(dialog.getByLabel("Email")).toBeFocused();
  });

  test("registering an email that has an account, with its own password, logs in", async ({
    page,
  }) => {
    const { email } = await signUpByApi(page, "Aroha Test");
    await page.context().clearCookies();
    await page.goto("/register");
    const dialog = page.getByRole("dialog", { name: "Register" });
    await dialog.getByLabel("Name").fill("Aroha Test");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Regi-star" }).click();
    await expect(dialog).toBeHidden();
    await page.goto("/profile");
    await expect(page.getByText(email, { exact: true })).toBeVisible();
  });

  test("a wrong password says so next to the password field", async ({ page }) => {
    const { email } = await signUpByApi(page);
    await page.context().clearCookies();
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("not the right password");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expectFieldError(page, "Password", "That email and password don't match.");
  });

  test("Forgot password gives the same answer for any email", async ({ page }) => {
    const { email } = await signUpByApi(page);
    await page.context().clearCookies();
    const answers: string[] = [];
    for (const address of [email, "nobody-here@example.nz"]) {
      await page.goto("/forgotPassword");
      const dialog = page.getByRole("dialog", { name: "Forgot your password?" });
      await dialog.getByLabel("Email").fill(address);
      await dialog.getByRole("button", { name: "Send me a link" }).click();
      const status = dialog.getByRole("status");
      await expect(status).toContainText("If there's an account for that email, we've sent a link");
      answers.push((await status.textContent()) ?? "");
    }
    expect(answers[0]).toBe(answers[1]);
  });

  test("a failed Google sign-in comes back with a message in the Log in dialog", async ({
    page,
  }) => {
    await page.goto("/explorer?modal=login&error=account_not_linked");
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await expect(dialog.getByRole("alert")).toContainText(
      "That email already has a Rocket account with a password",
    );
  });

  test("the Google button is hidden when the server has no Google sign-in", async ({ page }) => {
    const config = await (await page.request.get("/api/config")).json();
    expect(config).toEqual({ google: false });
    await page.goto("/login");
    await expect(page.getByRole("dialog", { name: "Log in" }).getByLabel("Email")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  });

  test("the Google button shows when the server offers Google, and starts sign-in", async ({
    page,
  }) => {
    await page.route("/api/config", (route) => route.fulfill({ json: { google: true } }));
    let asked: unknown;
    await page.route("/api/auth/sign-in/social", async (route) => {
      asked = route.request().postDataJSON();
      await route.fulfill({ json: { url: "/explorer?from=google", redirect: true } });
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/from=google/);
    expect(asked).toMatchObject({ provider: "google", callbackURL: "/explorer" });
  });

  test("axe finds no violations in the three dialogs, with and without errors", async ({
    page,
  }) => {
    await page.goto("/login");
    const login = page.getByRole("dialog", { name: "Log in" });
    await expect(login).toBeVisible();
    await expectNoAxeViolations(page);
    await login.getByRole("button", { name: "Log in" }).click();
    await expectFieldError(page, "Email", "Required: email and password");
    await expectNoAxeViolations(page);
    await login.getByRole("button", { name: "Regi-star: create an account" }).click();
    await expect(page.getByRole("dialog", { name: "Register" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/forgotPassword");
    await expect(page.getByRole("dialog", { name: "Forgot your password?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
