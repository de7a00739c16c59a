import { devices, expect, type Page } from "@playwright/test";
import { PASSWORD, expectNoAxeViolations, signUpByApi } from "./helpers";
import { test } from "./fixtures";

const toggle = (page: Page, name: string) => page.getByRole("switch", { name });

/** What became of a change: announced to screen readers, and shown where the change was made. */
async function expectSaveStatus(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text })).toHaveText(text);
  await expect(page.locator("span[data-status]").filter({ hasText: text })).toBeVisible();
}

test("settings changed while signed out stay on this device after a reload", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveTitle("Settings | Rocket");
  await expect(page.getByText("These settings are kept on this device.")).toBeVisible();
  await expect(toggle(page, "Animation")).toHaveAttribute("aria-checked", "true");
  await expect(toggle(page, "Te Reo")).toHaveAttribute("aria-checked", "false");
  await expect(toggle(page, "Sound")).toHaveAttribute("aria-checked", "false");
  await expect(page.locator("html")).toHaveAttribute("data-animation", "on");

  await toggle(page, "Animation").click();
  await toggle(page, "Te Reo").click();
  await toggle(page, "Sound").click();
  await toggle(page, "Email messages").click();
  await expectSaveStatus(page, "Saved on this device");
  await expect(page.locator("html")).toHaveAttribute("data-animation", "off");

  await page.reload();
  await expect(toggle(page, "Animation")).toHaveAttribute("aria-checked", "false");
  await expect(toggle(page, "Te Reo")).toHaveAttribute("aria-checked", "true");
  await expect(toggle(page, "Sound")).toHaveAttribute("aria-checked", "true");
  await expect(toggle(page, "Email messages")).toHaveAttribute("aria-checked", "true");
  await expect(page.locator("html")).toHaveAttribute("data-animation", "off");
});

test("the Animation setting off stops animations on every page", async ({ page }) => {
  await page.goto("/settings");
  await toggle(page, "Animation").click();
  await page.goto("/whoop");
  const rocket = page.getByRole("img", { name: /rocket blasts off/ });
  await expect(rocket).toBeVisible();
  // Animations jump straight to their end and play once, as with reduced motion.
  const style = await rocket
    .locator("g")
    .first()
    .evaluate((g) => {
      const s = getComputedStyle(g);
      return { duration: s.animationDuration, count: s.animationIterationCount };
    });
  expect(style).toEqual({ duration: "1e-05s", count: "1" });
  await expect(page.getByRole("button", { name: "Launch again" })).toHaveCount(0);
});

test("a signed-in student's changes go as one save, survive a reload and show in another browser", async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await signUpByApi(page);
  const patches: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && request.url().endsWith("/api/me/settings")) {
      patches.push(request.postDataJSON());
    }
  });

  await page.goto("/settings");
  await expect(page.getByText("Changes save to your account straight away")).toBeVisible();
  await toggle(page, "Te Reo").click();
  await toggle(page, "Sound").click();
  await expectSaveStatus(page, "Saved");
  // Both changes came within the save delay: one request with only the changed keys.
  expect(patches).toEqual([{ teReo: true, sound: true }]);

  const school = page.getByRole("combobox", { name: "My school" });
  await school.pressSequentially("otago girls");
  await school.press("ArrowDown");
  await school.press("Enter");
  await expect.poll(() => patches.length).toBe(2);
  await expectSaveStatus(page, "Saved");
  expect(patches[1]).toEqual({ school: 378 });

  await page.reload();
  await expect(toggle(page, "Te Reo")).toHaveAttribute("aria-checked", "true");
  await expect(toggle(page, "Sound")).toHaveAttribute("aria-checked", "true");
  await expect(toggle(page, "Animation")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("Your school: Otago Girls' High School (Otago)")).toBeVisible();

  const other = await browser.newContext({ ...devices["Pixel 7"], baseURL: baseURL! });
  const second = await other.newPage();
  const signIn = await second.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  await second.goto("/settings");
  await expect(second.getByText("Changes save to your account straight away")).toBeVisible();
  await expect(toggle(second, "Te Reo")).toHaveAttribute("aria-checked", "true");
  await expect(toggle(second, "Sound")).toHaveAttribute("aria-checked", "true");
  await expect(second.getByRole("combobox", { name: "My school" })).toHaveValue(
    "Otago Girls' High School",
  );
});

test("a failed save says so and saves on Try again", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/settings");
  await page.route("**/api/me/settings", (route) => route.abort("internetdisconnected"));
  await toggle(page, "Email messages").click();
  await expectSaveStatus(page, "Couldn't save");
  await expect(toggle(page, "Email messages")).toHaveAttribute("aria-checked", "true");

  await page.unroute("**/api/me/settings");
  await page.getByRole("button", { name: "Try again" }).click();
  await expectSaveStatus(page, "Saved");
  await page.reload();
  await expect(toggle(page, "Email messages")).toHaveAttribute("aria-checked", "true");
});

test("axe finds no accessibility violations on Settings", async ({ page }) => {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("combobox", { name: "My school" }).pressSequentially("auck");
  await page.getByRole("combobox", { name: "My school" }).press("ArrowDown");
  await expect(page.getByRole("listbox", { name: "Schools" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a 360 × 640 phone the save status sits under the section it is about and covers no field", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/settings");
  const school = page.getByRole("combobox", { name: "My school" });
  await school.pressSequentially("otago girls");
  await school.press("ArrowDown");
  await school.press("Enter");
  await expectSaveStatus(page, "Saved on this device");
  const pill = await page.locator("span[data-status]").boundingBox();
  const fields = page.locator("input, button, [role=switch]");
  const boxes = await fields.evaluateAll((els) =>
    els
      .map(
        (el) =>
          el.getBoundingClientRect().toJSON() as Record<
            "top" | "bottom" | "left" | "right" | "width" | "height",
            number
          >,
      )
      .filter((r) => r.width > 0 && r.height > 0),
  );
  expect(boxes.length).toBeGreaterThan(4);
  for (const box of boxes) {
    const apart =
      box.bottom <= pill!.y ||
      box.top >= pill!.y + pill!.height ||
      box.right <= pill!.x ||
      box.left >= pill!.x + pill!.width;
    expect(apart, JSON.stringify(box)).toBe(true);
  }
});
