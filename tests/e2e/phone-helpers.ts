import { expect, type Page } from "@playwright/test";
import type { Mission } from "../../src/core/content/schema";
import { appTakenOver, seedDeviceProgress } from "./helpers";
import { quizIds, slideInView, WRITTEN } from "./mission-helpers";

// A mission page opened on a phone, and what the phone specs measure on it.

export const phone = (size: { width: number; height: number }) => ({
  viewport: size,
  isMobile: true,
  hasTouch: true,
});

/**
 * Every page of every mission seen on this device, and the quizzes before the page answered:
 * the page can be opened, and a question on it still asks to be answered.
 */
function progressAt(mission: Mission, index: number) {
  const before = mission.pages
    .slice(0, index)
    .flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : []));
  return Object.fromEntries(
    WRITTEN.map((m) => [
      m.uid,
      { pages: [...m.pages.keys()], tags: m === mission ? before : quizIds(m) },
    ]),
  );
}

/** A page of a mission opened straight from its address, the app taken over. */
export async function openPage(page: Page, mission: Mission, index: number) {
  if (page.url() === "about:blank") await page.goto("/explorer");
  await seedDeviceProgress(page, progressAt(mission, index));
  await page.goto(`/mission/${mission.slug}/${index}`);
  await appTakenOver(page);
  const slide = slideInView(page, mission, index);
  await expect(slide.getByRole("heading", { level: 2 })).toBeVisible();
  return slide;
}

/** The top of the fixed bar that holds Previous and Next, in px from the top of the screen. */
export function barTop(page: Page): Promise<number> {
  // Previous, which every page has (the last page's Next is Finish).
  return page.getByRole("button", { name: "Previous page", exact: true }).evaluate((previous) => {
    let bar: Element | null = previous;
    while (bar && getComputedStyle(bar).position !== "fixed") bar = bar.parentElement;
    return bar!.getBoundingClientRect().top;
  });
}

/** Nothing on the page scrolls sideways: not the document, not the mission's carousel. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const sideways = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth - innerWidth,
    carousel: [...document.querySelectorAll("section[aria-roledescription=carousel] > div")].map(
      (viewport) => viewport.scrollLeft,
    ),
  }));
  expect(sideways, where).toEqual({
    document: 0,
    carousel: sideways.carousel.map(() => 0),
  });
}
