import { expect, type Page } from "@playwright/test";
import { postFromPage } from "./helpers";

/** Records visited mission pages on the signed-in account. */
export async function addProgress(
  page: Page,
  sections: Record<string, { pages: number[] }>,
): Promise<void> {
  expect(await postFromPage(page, "/api/me/progress", { sections })).toBe(200);
}
