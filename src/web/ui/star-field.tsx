import { memo, useEffect, useState, type CSSProperties } from "react";
import { whenIdle } from "../lib/when-idle";
import styles from "./star-field.module.css";

type Star = { x: number; y: number; r: number; fill: string; opacity: number; wide: boolean };

/** mulberry32: a tiny seeded generator, so every visit (and every render) has the same sky. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Drawn by weight: mostly white, some pale blue, a little pale gold; mostly faint and small.
const COLOURS = ["#fff", "#fff", "#fff", "#fff", "#fff", "#bcd4ff", "#bcd4ff", "#ffdc8a"];
const RADII = [0.6, 0.6, 0.6, 0.6, 0.6, 0.9, 0.9, 0.9, 0.9, 1.2, 1.2, 1.7];
/** The brightest stars get a faint glow around them. */
const GLOW = 1.5;
/** Stars after the first PHONE_STARS show only on wider screens, so the density stays alike. */
const PHONE_STARS = 110;
const ALL_STARS = 170;

/** Three layers: one still, and two (a fifth of the stars each) that twinkle out of step. */
const LAYERS: Star[][] = [[], [], []];
const pick = <T,>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)]!;
const random = seeded(20251124);
for (let i = 0; i < ALL_STARS; i++) {
  const r = pick(RADII, random());
  const star = {
    // Percentages of the screen, not a tile: no pattern repeats at any size.
    x: Math.round(random() * 1000) / 10,
    y: Math.round(random() * 1000) / 10,
    r,
    fill: pick(COLOURS, random()),
    opacity: Math.round((0.12 + r * 0.3 + random() * 0.15) * 100) / 100,
    wide: i >= PHONE_STARS,
  };
  LAYERS[i % 5 === 0 ? 1 : i % 5 === 1 ? 2 : 0]!.push(star);
}

/**
 * An SVG image of some stars: circles placed in percent of the screen, sized in pixels. As a
 * blob's URL, not a data URL: the browser reads a data URL's image while it styles the page,
 * which made styling the sky one long task as the app took over (docs/performance-log.md).
 */
function image(stars: Star[]): string {
  const glow = stars.some((s) => s.r > GLOW)
    ? '<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>'
    : "";
  const circles = stars.map((s) => {
    const at = `cx="${s.x}%" cy="${s.y}%"`;
    const halo = s.r > GLOW ? `<circle ${at} r="${s.r * 4}" fill="url(#g)"/>` : "";
    return `${halo}<circle ${at} r="${s.r}" fill="${s.fill}" opacity="${s.opacity}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${glow}${circles.join("")}</svg>`;
  return `url("${URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }))}")`;
}

/**
 * Each layer's two images, made one at a time: the stars every screen shows, then those only
 * wider ones add. Each is made in an idle moment of its own: a blob's URL asks the browser's
 * own process for it and waits, so six in one go made one long task as the app started.
 */
const images: string[] = [];
const IMAGES = LAYERS.length * 2;
function makeNextImage(): void {
  if (images.length === IMAGES) return;
  const wide = images.length % 2 === 1;
  images.push(image(LAYERS[images.length >> 1]!.filter((s) => s.wide === wide)));
}
const layerStyle = (layer: number) =>
  ({ "--stars": images[layer * 2], "--wide-stars": images[layer * 2 + 1] }) as CSSProperties;

/**
 * The night sky behind every page: seeded stars of several sizes, brightnesses and colours.
 * Fixed, decorative and never in the way of a tap. The stars are drawn in the browser only
 * (a prerendered page gets the empty sky), so they add nothing to each page's HTML, and fade in.
 * Each layer is one image, not a few hundred elements to create, style and lay out just as a
 * page is taken over. Its images are made when the browser is idle after the app has started
 * (decision 0064): making them is not work a tap should wait behind. They twinkle once as they
 * appear (1.6 s in all: under five seconds needs no pause control, WCAG 2.2.2), and not at all
 * with reduced motion or the Animation setting off.
 */
export const StarField = memo(function StarField() {
  // Made already (a sky drawn again, as the app's frame replaces its preloader): at once. A
  // prerendered page is hydrated before any are made, so its first render matches its HTML.
  const [drawn, setDrawn] = useState(() => images.length === IMAGES);
  useEffect(() => {
    if (drawn) return;
    const step = () => {
      makeNextImage();
      if (images.length < IMAGES) cancel = whenIdle(step);
      else setDrawn(true);
    };
    let cancel = whenIdle(step);
    return () => cancel();
  }, [drawn]);
  return (
    <div className={styles.sky} aria-hidden="true">
      {drawn && (
        <div className={styles.stars}>
          {LAYERS.map((_, layer) => (
            <div key={layer} className={styles.layer} style={layerStyle(layer)} />
          ))}
        </div>
      )}
    </div>
  );
});
