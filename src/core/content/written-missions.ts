import { CATALOGUE, missionFor, slugOfFile } from "./catalogue";
import type { MissionContent } from "./schema";

// For the tests Vite runs (unit and content tests): every content file at once, eagerly. The
// player loads each lazily (mission-loaders.ts) and the server reads the folder (missions.ts).
const FILES = import.meta.glob<{ content: MissionContent }>("./missions/*.ts", { eager: true });

/** Every written mission joined with its catalogue row, in catalogue order. */
export const WRITTEN_MISSIONS = Object.entries(FILES)
  .map(([file, { content }]) => missionFor(slugOfFile(file), content))
  .sort(
    (a, b) =>
      CATALOGUE.findIndex((m) => m.uid === a.uid) - CATALOGUE.findIndex((m) => m.uid === b.uid),
  );

/** A written mission by its slug (a test that is about one mission's content). */
export function writtenMission(slug: string) {
  const mission = WRITTEN_MISSIONS.find((m) => m.slug === slug);
  if (!mission) throw new Error(`No content file missions/${slug}.ts`);
  return mission;
}
