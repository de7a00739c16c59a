import { expect } from "@playwright/test";
import { test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact us | Rocket");
});

test("sending an empty form shows each problem next to its field and focuses the first", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Send message" }).click();
  const name = page.getByRole("textbox", { name: "Your name" });
  const email = page.getByRole("textbox", { name: "Your email" });
  const message = page.getByRole("textbox", { name: "Your message" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please tell us your name");
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(message).toHaveAccessibleDescription("Please write a message");

  // After a first try, each field is checked again as it is fixed.
  await name.fill("Kiri");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please tell us your name")).toHaveCount(0);
  await email.fill("kiri@");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAttribute("aria-invalid", "true");
});

test("a complete message is sent and thanked", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your name" }).fill("Kiri");
  await page.getByRole("textbox", { name: "Your email" }).fill("kiri@example.com");
  await page.getByRole("textbox", { name: "Your message" }).fill("Kia ora, I love the planets!");
  const response = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
  await expect(page.getByText("Thanks, Kiri!")).toBeVisible();
  await expect(page.getByText("kiri@example.com")).toBeVisible();

  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("Kiri");
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("");
});

test("the message box is five rows high", async ({ page }) => {
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveAttribute("rows", "5");
});

test("too many messages get a clear message to wait", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "rate_limited", message: "Rate limit exceeded" } }),
    }),
  );
  await page.getByRole("textbox", { name: "Your name" }).fill("Kiri");
  await page.getByRole("textbox", { name: "Your email" }).fill("kiri@example.com");
  await page.getByRole("textbox", { name: "Your message" }).fill("Hello again");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Please wait an hour, then try again/);
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("Hello again");
});

test("a problem the server finds shows next to its field", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "bad_request", message: "email: Please enter a valid email address" },
      }),
    }),
  );
  await page.getByRole("textbox", { name: "Your name" }).fill("Kiri");
  await page.getByRole("textbox", { name: "Your email" }).fill("kiri@example.com");
  await page.getByRole("textbox", { name: "Your message" }).fill("Hello");
  await page.getByRole("button", { name: "Send message" }).click();
  const email = page.getByRole("textbox", { name: "Your email" });
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(email).toBeFocused();
});
