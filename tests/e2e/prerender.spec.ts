import { expect, type Browser, type Page } from "@playwright/test";
import { CATALOGUE } from "../../src/core/content/catalogue";
import { TOPICS } from "../../src/core/content/topics";
import { appTakenOver, deviceStore } from "./helpers";
import { test } from "./fixtures";

// The server sends each fixed route's first screen as HTML and CSS (docs/decisions/0022): it must
// read right before any script runs, and the app must take it over without an error or a jump.

type FirstScreen = { path: string; heading: string; content: RegExp };

const SCREENS: FirstScreen[] = [
  { path: "/", heading: "Rocket", content: /Launch and explore/ },
  { path: "/explorer", heading: "Home", content: /What is banking/ },
  { path: "/missions", heading: "Mission control", content: /Life after school/ },
  ...TOPICS.map((t) => ({
    path: `/missions/${t.slug}`,
    heading: t.title,
    content: new RegExp(CATALOGUE.find((m) => m.topic === t.slug)!.title),
  })),
  { path: "/tools", heading: "Tools", content: /Repayment calculator/ },
  {
    path: "/tools/repayment-calculator",
    heading: "Repayment calculator",
    content: /You'll pay \$32\.27 a month for 3 years/,
  },
  {
    path: "/tools/savings-calculator",
    heading: "Savings calculator",
    content: /you'll have \$6,135\.10/,
  },
];
// Every page of a written mission is prerendered whole; a mission's own address (which opens
// where the student left off) only as the app's frame.
const MISSION = "/mission/types-of-bank-accounts/0";
const LOCKED_MISSION = "/mission/types-of-cards/0";
const MISSION_FRAME = "/mission/types-of-bank-accounts";

const withoutScripts = (browser: Browser) =>
  browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });

for (const { path, heading, content } of SCREENS) {
  test(`${path} shows its heading and content with JavaScript off`, async ({ browser }) => {
    const context = await withoutScripts(browser);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(content);
  });
}

test("a visitor's first mission page shows its heading and text with JavaScript off", async ({
  browser,
}) => {
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  await page.goto(MISSION);
  await expect(page).toHaveTitle("Types of bank accounts | Rocket");
  await expect(
    page.getByRole("heading", { level: 2, name: "What is a bank account?" }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/Page\s1 of\s6/);
});

test("a mission page is sent with only the page in view drawn, and the pages either side follow once the app runs", async ({
  browser,
  page,
}) => {
  const second = "/mission/types-of-bank-accounts/1";
  const slide = (on: Page, n: number) =>
    on.locator(`[aria-roledescription="page"][aria-label="${n} of 6"]`);
  const context = await withoutScripts(browser);
  const sent = await context.newPage();
  await sent.goto(second);
  await expect(slide(sent, 2).locator("h2")).toHaveCount(1);
  await expect(slide(sent, 1)).toBeEmpty();
  await expect(slide(sent, 3)).toBeEmpty();
  await context.close();

  await page.goto(second);
  await expect(slide(page, 1).locator("h2")).toHaveCount(1);
  await expect(slide(page, 3).locator("h2")).toHaveCount(1);
  await expect(slide(page, 4)).toBeEmpty();
});

test("a mission's own address shows only the app's frame with JavaScript off", async ({
  browser,
}) => {
  const context = await withoutScripts(browser);
  const page = await context.newPage();
  await page.goto(MISSION_FRAME);
  await expect(page.getByRole("button", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(0);
});

test("a visitor who opens a locked mission's prerendered page lands on its topic page, told what unlocks it, with nothing recorded", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto(LOCKED_MISSION);
  await expect(page).toHaveURL(/\/missions\/what-is-banking\?locked=m2$/);
  await expect(page.getByRole("main")).toContainText("Types of cards is locked.");
  expect(await deviceStore(page, "rocket.progress")).toBeNull();
  expect(problems).toEqual([]);
});

test("a route without a first screen still gets the boot screen", async ({ request }) => {
  const html = await (await request.get("/profile")).text();
  expect(html).not.toContain("data-prerendered");
  expect(html).toContain("Loading Rocket");
});

/** Console errors (React reports a failed hydration there), page errors and CSP reports. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy|hydrat/i.test(m.text()))
      problems.push(m.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** The page's layout shifts so far (not after input), summed as Lighthouse's CLS would. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => done(sum), 500);
      }),
  );

for (const path of [...SCREENS.map((s) => s.path), MISSION, MISSION_FRAME]) {
  test(`${path} hydrates without console errors, CSP reports or layout shift`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
  });
}

test("a device with te reo on takes over a prerendered page without a hydration error, then shows its words to flip", async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem("rocket.settings", JSON.stringify({ teReo: true })),
  );
  const problems = collectProblems(page);
  await page.goto(MISSION);
  await expect(page.locator("button[data-lang]").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a prerendered page asks for nothing it has: no stylesheet it carries inline, no module linked again", async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(MISSION);
  await page.waitForLoadState("networkidle");
  // Each inline sheet is named by a disabled link, which the browser does not fetch.
  const inline = await page.$$eval("link[rel=stylesheet][disabled]", (links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(inline.length).toBeGreaterThan(3);
  expect(fetched.filter((path) => inline.includes(path))).toEqual([]);
  // The starter imports the app's entry and its modules; lazy chunks must not link them again.
  const starter = await page.$eval("script[type=module]", (s) => s.getAttribute("src"));
  const started: string[] = JSON.parse(
    /\[("[^"]+",?)+\]/.exec(await (await request.get(starter!)).text())![0],
  );
  const linked = await page.$$eval("link[rel=modulepreload]", (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(started.length).toBeGreaterThan(5);
  expect(linked.length).toBeGreaterThan(0);
  expect(linked.filter((path) => started.includes(path))).toEqual([]);
});

test("mission control and a topic page load none of the mission player's code or stylesheets; a mission page does", async ({
  page,
}) => {
  const player = /\/assets\/(player|mission-page)-[\w-]+\.(js|css)$/;
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  for (const path of ["/missions", `/missions/${TOPICS[0]!.slug}`]) {
    await page.goto(path);
    await appTakenOver(page);
    await page.waitForLoadState("networkidle");
  }
  expect(fetched.filter((path) => path.startsWith("/assets/")).length).toBeGreaterThan(5);
  expect(fetched.filter((path) => player.test(path))).toEqual([]);
  await page.goto(MISSION);
  await appTakenOver(page);
  expect(fetched.filter((path) => player.test(path)).length).toBeGreaterThan(0);
});

/** Holds the app's entry script back until `release()`: the page stays server markup till then. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a tap on Menu before the app has taken over Home is held, then opens the menu", async ({
  page,
}) => {
  // Hold the app's entry script back until the tap has been made.
  const release = await holdAppScript(page);
  await page.goto("/explorer", { waitUntil: "domcontentloaded" });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
});

test("a visitor's mission page is taken over where it stands: the server's heading stays and the app answers Next", async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto(MISSION, { waitUntil: "domcontentloaded" });
  const heading = page.getByRole("heading", { level: 2, name: "What is a bank account?" });
  await heading.evaluate((el) => Object.assign(el, { fromServer: true }));
  release();
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("h2")!).some((key) => key.startsWith("__reactFiber$")),
  );
  await page.getByRole("button", { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/mission\/types-of-bank-accounts\/1$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${MISSION}$`));
  expect(await heading.evaluate((el) => "fromServer" in el)).toBe(true);
});

test("an arrow key pressed on a mission's pages before the app has taken over is held, then turns the page", async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto(MISSION, { waitUntil: "domcontentloaded" });
  await page.getByRole("region", { name: "Types of bank accounts" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(new RegExp(`${MISSION}$`));
  release();
  await expect(page).toHaveURL(/\/mission\/types-of-bank-accounts\/1$/);
});

test("a calculator opened from a link shows the link's loan once the app has taken over, with its fields live", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto("/tools/repayment-calculator?amount=2000&rate=12&years=2");
  await expect(page.getByRole("region", { name: "Your answer" })).toContainText(
    "You'll pay $94.15 a month for 2 years",
  );
  await expect(page.getByLabel("How much you borrow")).toBeEnabled();
  expect(problems).toEqual([]);
});
