import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "kiwi planets orbit slowly";

let count = 0;

/** An address no other test uses. */
export function newEmail(): string {
  count += 1;
  return `student-${Date.now()}-${count}@example.nz`;
}

/** Waits for finite animations (the page fade-in, the dialog pop) to end, so axe sees final colours. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Registers through the API from the page (which signs the browser in), then reloads. */
export async function signUpByApi(page: Page, name = "Aroha Test", email = newEmail()) {
  if (page.url() === "about:blank") await page.goto("/explorer");
  const status = await page.evaluate(
    (body) =>
      fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { name, email, password: PASSWORD },
  );
  expect(status).toBe(200);
  return { name, email };
}
