// The server-side entry of the prerender (scripts/prerender.ts builds it with Vite's SSR build, so
// CSS-module class names match the browser build). It renders the app as a first-time visitor
// sees it, at a given path, and waits for every lazy page before answering.
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "../src/web/app/app";
import { PAGE_ROUTES, PATHS, pageTitle } from "../src/core/paths";
import { MISSION_LOADERS } from "../src/web/features/mission-player/mission-loaders";
import { CATALOGUE } from "../src/core/content/catalogue";

/** One prerendered page: where it is written and which request paths it answers. */
export type FirstScreen = { file: string; path: string; pattern: string; title?: string };

const exact = (path: string) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

const FIXED: string[] = [
  PATHS.intro,
  PATHS.home,
  PATHS.missions,
  PATHS.tools,
  PATHS.tool("repayment"),
  PATHS.tool("savings"),
];

/**
 * The fixed routes the issue names (intro, Home, Mission control, each topic, Tools) and the
 * two calculators (with their default inputs; a link's own apply once hydrated); every
 * page of every written mission, as a student who may see it sees it (the app then sends a
 * visitor who may not to the topic page, or to the quiz before it); and one mission frame for
 * /mission/<slug> (which opens where the student left off) and any other mission address. The
 * server takes the first pattern that matches.
 */
export async function firstScreens(): Promise<FirstScreen[]> {
  const fixed = PAGE_ROUTES.filter(
    (r) => FIXED.includes(r.path) || r.parent === PATHS.missions,
  ).map((r) => ({
    file: r.path === PATHS.intro ? "intro.html" : `${r.path.slice(1).replaceAll("/", "-")}.html`,
    path: r.path,
    pattern: exact(r.path),
    title: pageTitle(r.title),
  }));
  const missionPages = await Promise.all(
    CATALOGUE.filter((row) => MISSION_LOADERS[row.slug]).map(async (row) => {
      const { mission } = await MISSION_LOADERS[row.slug]!();
      return mission.pages.map((_, page) => ({
        file: `mission-${row.slug}-${page}.html`,
        path: PATHS.mission(row.slug, page),
        pattern: exact(PATHS.mission(row.slug, page)),
        title: pageTitle(mission.title),
      }));
    }),
  );
  const frame = {
    file: "mission.html",
    // The mission page sets its own title once the mission has loaded.
    path: PATHS.mission(CATALOGUE[0].slug),
    pattern: `^${PATHS.mission(`(?:${CATALOGUE.map((m) => m.slug).join("|")})`)}(?:/[^/]+)?$`,
  };
  return [...fixed, ...missionPages.flat(), frame];
}

export async function renderFirstScreen(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App prerendered />
    </Router>,
    // Every part inline and complete: React would otherwise move large parts to the end of the
    // page with an inline script to swap them in, which the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
