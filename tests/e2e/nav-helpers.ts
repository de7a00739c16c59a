import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Waits for every finite animation (page fade-ins, slides) to end, so axe sees final colours. */
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

let accounts = 0;

/** Registers a new student through the API from inside the page, which signs them in. */
export async function signUp(page: Page): Promise<void> {
  accounts += 1;
  const email = `nav-${Date.now()}-${accounts}@example.nz`;
  const status = await page.evaluate(
    (body) =>
      fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { name: "Aroha Test", email, password: "kiwi planets orbit slowly" },
  );
  expect(status).toBe(200);
}

/** Records visited mission pages on the signed-in account. */
export async function addProgress(
  page: Page,
  sections: Record<string, { pages: number[] }>,
): Promise<void> {
  const status = await page.evaluate(
    (body) =>
      fetch("/api/me/progress", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { sections },
  );
  expect(status).toBe(200);
}
