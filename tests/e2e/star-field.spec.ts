import { expect, type Page } from "@playwright/test";
import { SETTINGS_STORAGE_KEY } from "../../src/web/lib/settings";
import { test } from "./fixtures";

/**
 * The sky: the fixed layer of stars behind the app (it has no role or name: it is decoration).
 * Its stars are circles in the SVG images its layers show (those the screen's width applies).
 */
const readSky = (page: Page) =>
  page.evaluate(async () => {
    const urlsIn = (el: Element) =>
      [...getComputedStyle(el).backgroundImage.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!);
    const layer = [...document.querySelectorAll("#root [aria-hidden='true']")].find(
      (el) =>
        getComputedStyle(el).position === "fixed" &&
        [...el.querySelectorAll("*")].some((child) => urlsIn(child).length > 0),
    );
    if (!layer) return null;
    const urls = [...layer.querySelectorAll("*")].flatMap(urlsIn);
    const images = await Promise.all(
      urls.map(async (url) => {
        const svg = await (await fetch(url)).text();
        return new DOMParser().parseFromString(svg, "image/svg+xml");
      }),
    );
    // Each star, not the glow round the brightest ones.
    const shown = images
      .flatMap((svg) => [...svg.querySelectorAll("circle")])
      .filter((c) => !c.getAttribute("fill")?.startsWith("url("));
    const moving = [layer, ...layer.querySelectorAll("*")]
      .map((el) => getComputedStyle(el))
      .filter((s) => s.animationName !== "none");
    const seconds = (t: string) => parseFloat(t) * (t.endsWith("ms") ? 0.001 : 1);
    return {
      /** Whether any image is a data: URL, which the browser reads while styling the page. */
      inlineImages: urls.some((url) => url.startsWith("data:")),
      stars: shown.length,
      sizes: new Set(shown.map((c) => c.getAttribute("r"))).size,
      colours: new Set(shown.map((c) => c.getAttribute("fill"))).size,
      /** Whether a tap at any of a grid of points would land on the sky rather than the page. */
      tappable: [0.1, 0.3, 0.5, 0.7, 0.9].some((fx) =>
        [0.1, 0.5, 0.9].some((fy) =>
          layer.contains(document.elementFromPoint(innerWidth * fx, innerHeight * fy)),
        ),
      ),
      animated: moving.length,
      /** When the last animation ends, in seconds from the start (NaN if one never does). */
      lastEnd: Math.max(
        0,
        ...moving.map(
          (s) =>
            seconds(s.animationDelay) +
            seconds(s.animationDuration) * Number(s.animationIterationCount),
        ),
      ),
      running: layer.getAnimations({ subtree: true }).filter((a) => a.playState === "running")
        .length,
    };
  });

// The test reads each star image's SVG with fetch, which the page's own policy keeps to our
// server (connect-src 'self'); the page shows them as pictures, which it allows (img-src blob:).
test.use({ bypassCSP: true });

/** The sky once the browser has drawn its stars (a prerendered page arrives without them). */
async function sky(page: Page) {
  await expect.poll(() => readSky(page)).not.toBeNull();
  return (await readSky(page))!;
}

test("the sky is many stars of several sizes and colours, hidden from screen readers and taps", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/explorer");
  const phone = await sky(page);
  expect(phone.tappable).toBe(false);
  expect(phone.inlineImages).toBe(false);
  expect(phone.stars).toBeGreaterThanOrEqual(100);
  expect(phone.sizes).toBeGreaterThanOrEqual(3);
  expect(phone.colours).toBeGreaterThanOrEqual(3);
  // It twinkles as it appears, briefly: under 5 seconds needs no pause control (WCAG 2.2.2).
  expect(phone.animated).toBeGreaterThanOrEqual(2);
  expect(phone.lastEnd).toBeLessThanOrEqual(5);
  // A wider screen shows more of the sky, so it has more stars at about the same density.
  await page.setViewportSize({ width: 1366, height: 768 });
  expect((await sky(page)).stars).toBeGreaterThan(phone.stars);
});

test("with reduced motion the stars stand still from the start", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/explorer");
  expect(await sky(page)).toMatchObject({ animated: 0, running: 0 });
});

test("with the Animation setting off the stars stand still", async ({ page }) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ animation: false })),
    SETTINGS_STORAGE_KEY,
  );
  await page.goto("/explorer");
  await expect(page.locator("html")).toHaveAttribute("data-animation", "off");
  await expect.poll(async () => (await sky(page)).running).toBe(0);
  // Whatever is left (the fade-in, as global.css shortens every animation) ends at once.
  expect((await sky(page)).lastEnd).toBeLessThan(0.01);
});
