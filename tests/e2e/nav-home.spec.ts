import { expect, type Page } from "@playwright/test";
import { CLASS_PATHS } from "../../src/core/class-paths";
import { TOPICS } from "../../src/core/content/topics";
import { appTakenOver, expectNoAxeViolations, TEXT_SPACING } from "./helpers";
import { test } from "./fixtures";

const orbitStates = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
      .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest("[data-topic]"))
      .map((a) => a.playState),
  );

test.describe("the intro", () => {
  test("shows the rocket intro without the main navigation, and the skip goes Home", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Rocket" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Menu" })).toHaveCount(0);
    await page.getByRole("link", { name: "Skip intro" }).click();
    await expect(page).toHaveURL(/\/explorer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  });

  test("Launch and explore flies the rocket off and lands on Home", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Launch and explore" }).click();
    await expect(page).toHaveURL(/\/explorer$/, { timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  });

  test("with reduced motion Launch and explore goes straight Home", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("link", { name: "Launch and explore" }).click();
    await expect(page).toHaveURL(/\/explorer$/);
  });
});

test.describe("Home", () => {
  test("shows each topic as a planet and a link in the key, both opening the topic", async ({
    page,
  }) => {
    await page.goto("/explorer");
    const key = page.getByRole("main").getByRole("list").getByRole("link");
    await expect(key).toHaveText(TOPICS.map((t) => t.title));
    for (const topic of TOPICS) {
      await expect(page.getByRole("link", { name: topic.title })).toHaveAttribute(
        "href",
        `/missions/${topic.slug}`,
      );
    }
    // Playwright waits for a still target; a student can tap a slowly moving planet.
    await page.locator('[data-topic="budgeting"] a').click({ force: true });
    await expect(page).toHaveURL(/\/missions\/budgeting$/);
    await expect(page.getByRole("heading", { level: 1, name: "Budgeting" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "What is banking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "What is banking" })).toBeVisible();
  });

  test("seven orbit rings circle the sun, each wider than the one inside it", async ({ page }) => {
    await page.goto("/explorer");
    const rings = page.locator('span[style*="--ring"]:not([data-topic])');
    await expect(rings).toHaveCount(7);
    const boxes = await rings.evaluateAll((spans) =>
      spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect),
    );
    const centre = (b: DOMRect) => [Math.round(b.x + b.width / 2), Math.round(b.y + b.height / 2)];
    for (const [i, box] of boxes.entries()) {
      expect(centre(box)).toEqual(centre(boxes[0]!));
      if (i > 0) expect(box.width).toBeGreaterThan(boxes[i - 1]!.width + 10);
    }
  });

  test("the planets orbit on rings of 60 s × ring index, and the pause control stops and restarts them", async ({
    page,
  }) => {
    await page.goto("/explorer");
    await expect(page.getByRole("link", { name: "Life after school" })).toBeVisible();
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll("[data-topic]")].map(
        (o) => getComputedStyle(o).animationDuration,
      ),
    );
    expect(durations).toEqual(["180s", "240s", "300s", "360s", "420s"]);
    await expect.poll(() => orbitStates(page)).toEqual(Array(5).fill("running"));

    await page.getByRole("button", { name: "Pause orbits" }).click();
    await expect(page.getByRole("button", { name: "Play orbits" })).toBeFocused();
    await expect.poll(() => orbitStates(page)).toEqual(Array(5).fill("paused"));

    await page.getByRole("button", { name: "Play orbits" }).click();
    await expect(page.getByRole("button", { name: "Pause orbits" })).toBeVisible();
    await expect.poll(() => orbitStates(page)).toEqual(Array(5).fill("running"));
    await expectNoAxeViolations(page);
  });

  test("with reduced motion the planets stand still and there is nothing to pause", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/explorer");
    await expect(page.getByRole("link", { name: "Budgeting" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pause orbits" })).toBeHidden();
    await expect.poll(() => orbitStates(page)).toEqual([]);
  });

  test("with the Animation setting off the planets stand still and the page still shows", async ({
    page,
  }) => {
    // The setting, off, as this device keeps it: the app applies it when it starts.
    await page.addInitScript(() => {
      localStorage.setItem("rocket.settings", JSON.stringify({ animation: false }));
    });
    await page.goto("/explorer");
    await expect(page.locator("html")).toHaveAttribute("data-animation", "off");
    await page.getByRole("link", { name: "Budgeting" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Budgeting" })).toBeVisible();
    // The page's fade-in still runs, for 0.01 ms, so it ends at full opacity on the next frame.
    const opacity = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector("main h1")!.parentElement!).opacity,
      );
    await expect.poll(opacity).toBe("1");
    await page.getByRole("link", { name: "Back to Mission control" }).click();
    await page.getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("button", { name: "Pause orbits" })).toBeHidden();
    const planet = page.locator('[data-topic="budgeting"] a');
    const before = await planet.boundingBox();
    await page.waitForTimeout(1_500);
    expect(await planet.boundingBox()).toEqual(before);
  });
});

for (const width of [320, 360]) {
  test.describe(`Home's key at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true });

    test("each topic's name lies inside its link's padding, with WCAG text spacing too", async ({
      page,
    }) => {
      await page.goto("/explorer");
      await appTakenOver(page);
      for (const spacing of [false, true]) {
        if (spacing) await page.addStyleTag({ content: TEXT_SPACING });
        const outside = await page
          .getByRole("main")
          .getByRole("list")
          .getByRole("link")
          .evaluateAll((links) =>
            links.flatMap((link) => {
              const inner = link.getBoundingClientRect().right;
              const end = inner - parseFloat(getComputedStyle(link).paddingRight);
              const name = [...link.children].find((c) => c.textContent)!;
              const over = Math.round(name.getBoundingClientRect().right - end);
              return over > 0 ? [`${name.textContent} ${over} px out`] : [];
            }),
          );
        expect(outside, spacing ? "with text spacing" : "as it is").toEqual([]);
      }
    });
  });
}

/** The first page of Types of bank accounts, once the player has drawn it. */
async function openMission(page: Page) {
  await page.goto("/mission/types-of-bank-accounts/0");
  await expect(
    page.getByRole("heading", { level: 1, name: "Types of bank accounts" }),
  ).toBeVisible();
}

test.describe("main navigation", () => {
  test("the planet button leads to the parent page, or Home", async ({ page }) => {
    await page.goto("/missions/budgeting");
    await page.getByRole("link", { name: "Back to Mission control" }).click();
    await expect(page).toHaveURL(/\/missions$/);
    await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/explorer$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/tools/savings-calculator");
    await page.getByRole("banner").getByRole("link", { name: "Back to Tools" }).click();
    await expect(page).toHaveURL(/\/tools$/);
  });

  test("on a class address, first visit or link, the planet button leads to its parent", async ({
    page,
  }) => {
    // The class routes load with the class pages (docs/decisions/0059), so the planet reads them.
    const planet = (name: string) => page.getByRole("banner").getByRole("link", { name });
    await page.goto(CLASS_PATHS.classJoin("ABCD1234"));
    await planet("Back to My classes").click();
    await expect(page).toHaveURL(/\/my-classes$/);
    await planet("Back to Profile").click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(CLASS_PATHS.classInvite);
    await planet("Back to Classes you teach").click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(planet("Home")).toBeVisible();
  });

  test("inside a mission the planet button asks before leaving: No stays, Yes goes Home", async ({
    page,
  }) => {
    await openMission(page);
    const home = page.getByRole("banner").getByRole("button", { name: "Home" });
    const confirm = page.getByRole("dialog", { name: "Leave this mission?" });

    await home.click();
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "No, stay here" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/mission\/types-of-bank-accounts\/0$/);
    await expect(home).toBeFocused();

    await home.click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(home).toBeFocused();

    await home.click();
    await confirm.getByRole("button", { name: "Yes, go home" }).click();
    await expect(page).toHaveURL(/\/explorer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(confirm).toHaveCount(0);
  });

  test("with the Animation setting off the leave-mission question still shows", async ({
    page,
  }) => {
    await openMission(page);
    await page.evaluate(() => (document.documentElement.dataset.animation = "off"));
    await page.getByRole("banner").getByRole("button", { name: "Home" }).click();
    const confirm = page.getByRole("dialog", { name: "Leave this mission?" });
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveCSS("opacity", "1");
  });
});
