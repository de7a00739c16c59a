import { expect, type Locator, type Page } from "@playwright/test";
import { CATALOGUE } from "../../src/core/content/catalogue";
import { appTakenOver, expectNoAxeViolations, seedDeviceProgress } from "./helpers";
import { bankingFundamentals, slideInView, typesOfBankAccounts } from "./mission-helpers";
import { test } from "./fixtures";

// A class's projector (issue 21, decision 0044): at 1920 × 1080 all of each screen's text is
// at least 24 px, its column fills most of the screen, nothing scrolls sideways, and its text and
// pictures are half as large again as on a 1366 px laptop.

const PROJECTOR = { width: 1920, height: 1080 };
const LAPTOP = { width: 1366, height: 768 };
/** Decision 0044: the page's column is at least this share of the screen's width. */
const COLUMN_SHARE = 0.6;
/** The root text grows by half at 1920 px (a picture a little less, for rounding). */
const GROWTH = 1.5;

const QUIZ_PAGE = typesOfBankAccounts.pages.findIndex((p) => p.kind === "quiz");
const PLANETS_PAGE = bankingFundamentals.pages.findIndex((p) => p.kind === "planets");

type Screen = {
  name: string;
  path: string;
  /** Where the screen's reading text is. */
  text: (page: Page) => Locator;
  /** A picture on the screen that should grow with the text. */
  art: (page: Page) => Locator;
  /** What a student does after the page loads to see the screen (open the quiz). */
  open?: (page: Page) => Promise<void>;
};

const planetOf = (page: Page, name: string) =>
  page
    .getByRole("link", { name: new RegExp(`^${name}`) })
    .locator("svg")
    .first();

const SCREENS: Screen[] = [
  {
    name: "Home",
    path: "/explorer",
    text: (page) => page.getByRole("main").locator("p").first(),
    art: (page) => planetOf(page, "What is banking"),
  },
  {
    name: "Mission control",
    path: "/missions",
    text: (page) => page.getByRole("main").locator("p").first(),
    art: (page) => planetOf(page, "What is banking"),
  },
  {
    name: "a topic's missions",
    path: "/missions/what-is-banking",
    text: (page) => page.getByRole("main").locator("p").first(),
    art: (page) => planetOf(page, "Types of bank accounts"),
  },
  {
    name: "a mission's text page",
    path: `/mission/${typesOfBankAccounts.slug}/0`,
    // The page's own text: not its hands-on piece's small "Your turn" line.
    text: (page) =>
      slideInView(page, typesOfBankAccounts, 0).locator("p:not([data-activity] p)").first(),
    art: (page) => slideInView(page, typesOfBankAccounts, 0).getByRole("img").first(),
  },
  {
    name: "a mission's planets page",
    path: `/mission/${bankingFundamentals.slug}/${PLANETS_PAGE}`,
    text: (page) => slideInView(page, bankingFundamentals, PLANETS_PAGE).locator("p").first(),
    art: (page) =>
      slideInView(page, bankingFundamentals, PLANETS_PAGE)
        .getByRole("button", { name: /^Depositors/ })
        .locator("svg")
        .first(),
  },
  {
    name: "a quiz",
    path: `/mission/${typesOfBankAccounts.slug}/${QUIZ_PAGE}`,
    text: (page) => page.getByRole("dialog").getByRole("button").last(),
    art: (page) => page.getByRole("dialog"),
    open: (page) =>
      slideInView(page, typesOfBankAccounts, QUIZ_PAGE)
        .getByRole("button", { name: "Answer the question" })
        .click(),
  },
  {
    name: "the repayment calculator",
    path: "/tools/repayment-calculator",
    text: (page) => page.getByRole("main").locator("p").first(),
    art: (page) => page.getByRole("main").locator("figure svg"),
  },
];

/** Banking fundamentals is locked until Types of cards is done: its pages seen on this device. */
async function unlockBankingFundamentals(page: Page) {
  const before = CATALOGUE.find((m) => m.unlocks === bankingFundamentals.uid);
  if (!before) return;
  await page.goto("/explorer");
  await seedDeviceProgress(page, {
    [before.uid]: { pages: [...Array(before.total).keys()], tags: [] },
  });
}

/**
 * The reading text's size, the page column's share of the screen, how far the page scrolls
 * sideways, and any words on screen (drawings' aside) under 24 px, with their size.
 */
function measure(page: Page, text: Locator) {
  return text.evaluate((el) => {
    const column = document.querySelector("main h1")?.closest("main > *");
    const words = [...document.querySelectorAll<HTMLElement>("main *, dialog[open] *")].filter(
      (e) =>
        !e.closest("svg, [inert], .visually-hidden") &&
        e.getBoundingClientRect().width > 1 &&
        [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
    );
    return {
      text: parseFloat(getComputedStyle(el).fontSize),
      column: (column?.getBoundingClientRect().width ?? 0) / innerWidth,
      sideways: document.documentElement.scrollWidth - innerWidth,
      small: words
        .map((e) => `${getComputedStyle(e).fontSize} ${e.textContent!.trim().slice(0, 30)}`)
        .filter((w) => parseFloat(w) < 24),
    };
  });
}

/** A picture's height: its width can follow the column's instead (the calculator's chart). */
async function artHeight(art: Locator) {
  await expect(art).toBeVisible();
  return (await art.boundingBox())!.height;
}

test.use({ viewport: PROJECTOR, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

for (const screen of SCREENS) {
  test(`on a projector, ${screen.name} has all its text at 24 px or more in a column across most of the screen, no sideways scroll, and text and pictures half as large again as on a laptop`, async ({
    page,
  }) => {
    await unlockBankingFundamentals(page);
    await page.goto(screen.path);
    await appTakenOver(page);
    await screen.open?.(page);
    const wide = await measure(page, screen.text(page));
    expect(wide.text).toBeGreaterThanOrEqual(24);
    expect(wide.small).toEqual([]);
    expect(wide.column).toBeGreaterThanOrEqual(COLUMN_SHARE);
    expect(wide.sideways).toBeLessThanOrEqual(0);
    const projected = await artHeight(screen.art(page));
    await expectNoAxeViolations(page);

    await page.setViewportSize(LAPTOP);
    const laptop = await measure(page, screen.text(page));
    expect(wide.text / laptop.text).toBeCloseTo(GROWTH, 2);
    expect(laptop.sideways).toBeLessThanOrEqual(0);
    // A drawing measured in script (the chart) is redrawn a frame after the screen changes.
    await expect
      .poll(async () => projected / (await artHeight(screen.art(page))))
      .toBeGreaterThanOrEqual(GROWTH - 0.1);
  });
}
