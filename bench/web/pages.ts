// The pages Lighthouse measures, with the targets of the issue that names each.
import { CATALOGUE } from "../../src/core/content/catalogue";
import type { Mission } from "../../src/core/content/schema";
import { loadMissions } from "../../src/server/missions";
import {
  FIRST_SCREEN_METRICS,
  FIRST_SCREEN_TARGETS,
  PAGE_TARGETS,
  type LighthousePage,
} from "./lighthouse";
import { missionChunks } from "./mission-budget";
import { toolChunks } from "./tools-budget";

/** Issue 9, point 11: the first screens, a visitor's first mission page among them. */
export const FIRST_SCREENS = [
  "/",
  "/explorer",
  "/missions",
  "/missions/what-is-banking",
  "/tools",
  "/mission/types-of-bank-accounts/0",
];

/** A student who has finished every mission: every page visited, every quiz answered. */
export const finishedEverything = (missions: Mission[]) =>
  Object.fromEntries(
    missions.map((m) => [
      m.uid,
      {
        pages: m.pages.map((_, i) => i),
        tags: m.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : [])),
      },
    ]),
  );

/** Issue 11: the Working life page whose hotspots open the payslip's dialogs. */
const payslipPage = (missions: Mission[]) => {
  const m6 = missions.find((m) => m.uid === "m6");
  const index = m6?.pages.findIndex(
    (p) => p.kind === "hotspots" && p.hotspots.some((h) => h.dialog.startsWith("wl-payslip")),
  );
  return m6 && index !== undefined && index >= 0 ? { slug: m6.slug, index } : undefined;
};

/**
 * The first screens (issue 9); page 1 of every other written mission (issue 10) and the payslip
 * (issue 11), opened with every mission finished where a visitor could not open it; each tool.
 * A mission page is measured only once its mission's own chunks have loaded.
 */
export async function lighthousePages(webRoot: string): Promise<LighthousePage[]> {
  const missions = await loadMissions();
  const chunks = missionChunks(webRoot).missions;
  const progress = finishedEverything(missions);
  const missionPage = (path: string): Omit<LighthousePage, "targets" | "metricBudgets"> => {
    const slug = path.split("/")[2]!;
    const row = chunks.find((m) => m.slug === slug);
    if (!row) throw new Error(`${path}: ${slug} is not a written mission`);
    const open = CATALOGUE.find((m) => m.slug === slug)?.open ?? false;
    const mustLoad = row.rows.map((r) => r.file).filter((f) => f.endsWith(".js"));
    const first = path.endsWith("/0");
    return { path, mustLoad, ...(open && first ? {} : { progress }) };
  };
  const isMission = (path: string) => path.startsWith("/mission/");
  const payslip = payslipPage(missions);
  const others = [
    ...missions.map((m) => `/mission/${m.slug}/0`).filter((path) => !FIRST_SCREENS.includes(path)),
    ...(payslip ? [`/mission/${payslip.slug}/${payslip.index}`] : []),
  ];
  return [
    ...FIRST_SCREENS.map((path) => ({
      ...(isMission(path) ? missionPage(path) : { path }),
      targets: FIRST_SCREEN_TARGETS,
      metricBudgets: FIRST_SCREEN_METRICS,
    })),
    ...others.map((path) => ({ ...missionPage(path), targets: PAGE_TARGETS, metricBudgets: [] })),
    // Issue 12: each calculator, measured once its own chunks (the chart among them) have loaded.
    ...toolChunks(webRoot).map(({ path, rows }) => ({
      path,
      mustLoad: rows.map((r) => r.file).filter((f) => f.endsWith(".js")),
      targets: PAGE_TARGETS,
      metricBudgets: [],
    })),
  ];
}
