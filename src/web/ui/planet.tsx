import type { PlanetName } from "../../core/content/schema";
import { useId } from "react";

/** How a planet looks: a lit gradient, and optionally bands, craters and a ring. */
export type PlanetLook = {
  light: string;
  base: string;
  dark: string;
  ring?: string;
  bands?: string;
  craters?: boolean;
};

/** The planets, by colour: a mission's planet buttons name one (content's PlanetName). */
export const PLANET_LOOKS: Readonly<Record<PlanetName, PlanetLook>> = {
  gold: { light: "#fff3c4", base: "#ffc94d", dark: "#c46f12", ring: "#7cc4ff" },
  green: { light: "#c9fbd9", base: "#4fd18b", dark: "#17664a", craters: true },
  pink: { light: "#ffd6ec", base: "#ff7ab6", dark: "#8f2a6c", bands: "#ffe3f1" },
  blue: { light: "#d3ecff", base: "#5aa9ff", dark: "#2639a3", ring: "#ffc94d" },
  orange: {
    light: "#ffe0cc",
    base: "#ff8a5c",
    dark: "#9c3420",
    craters: true,
    bands: "#ffc2a6",
  },
  lilac: { light: "#e8ecff", base: "#a9b4f5", dark: "#3b468f", craters: true },
};

/** One bright, friendly planet per topic (experience.md: drawn in SVG, no image files). */
const TOPIC_PLANETS: Readonly<Record<string, PlanetName>> = {
  "what-is-banking": "gold",
  budgeting: "green",
  "different-payment-options": "pink",
  "basics-of-credit": "blue",
  "life-after-school": "orange",
};

export function lookFor(topicSlug: string): PlanetLook {
  return PLANET_LOOKS[TOPIC_PLANETS[topicSlug] ?? "lilac"];
}

/** A decorative planet (hidden from screen readers: the link or text beside it names it). */
export function Planet({ look, className }: { look: PlanetLook; className?: string }) {
  const id = useId();
  const fill = `${id}-fill`;
  const clip = `${id}-clip`;
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={fill} cx="36%" cy="32%" r="72%">
          <stop offset="0" stopColor={look.light} />
          <stop offset="0.5" stopColor={look.base} />
          <stop offset="1" stopColor={look.dark} />
        </radialGradient>
        <clipPath id={clip}>
          <circle cx="50" cy="50" r="31" />
        </clipPath>
      </defs>
      {look.ring && (
        <path
          d="M5 50A45 11 0 0 1 95 50"
          transform="rotate(-18 50 50)"
          fill="none"
          stroke={look.ring}
          strokeWidth="5"
          opacity="0.75"
        />
      )}
      <circle cx="50" cy="50" r="31" fill={`url(#${fill})`} />
      {look.bands && (
        <g clipPath={`url(#${clip})`} fill={look.bands} opacity="0.55">
          <path d="M10 38q40 -9 80 0v6q-40 -9 -80 0z" />
          <path d="M10 58q40 -7 80 2v5q-40 -9 -80 -2z" />
        </g>
      )}
      {look.craters && (
        <g fill={look.dark} opacity="0.35">
          <circle cx="40" cy="58" r="6" />
          <circle cx="62" cy="40" r="4" />
          <circle cx="60" cy="66" r="3" />
        </g>
      )}
      {look.ring && (
        <path
          d="M5 50A45 11 0 0 0 95 50"
          transform="rotate(-18 50 50)"
          fill="none"
          stroke={look.ring}
          strokeWidth="5"
        />
      )}
    </svg>
  );
}
