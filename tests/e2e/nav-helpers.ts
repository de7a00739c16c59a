import { expect, type Page } from "@playwright/test";

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
