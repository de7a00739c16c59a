import { test as base } from "@playwright/test";

/**
 * Playwright's `test`, for every spec here. A browser context a test opens of its own (a second
 * student, a colleague, a phone) outlives the test unless closed: the worker's browser is shared,
 * and a context left open keeps its page running the app (its sky's animation, its service
 * worker) through every later test, each of which then runs slower. So each is closed when its
 * test ends, passed or failed.
 */
export const test = base.extend<{ ownContextsClosed: void }>({
  ownContextsClosed: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().map((c) => (before.has(c) ? null : c.close())));
    },
    { auto: true },
  ],
});
