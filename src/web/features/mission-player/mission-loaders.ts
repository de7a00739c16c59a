import { missionFor, slugOfFile } from "../../../core/content/catalogue";
import type { Mission, MissionContent } from "../../../core/content/schema";
import type { ArtSet } from "./art/art-set";

export type LoadedMission = { mission: Mission; art: ArtSet };

// Found by file name: a mission's drawings are art/<slug>.tsx (shared parts live in art/parts/
// and a long file's own pieces in art/<slug>/, out of this pattern), and that file also hands
// over the mission's content, src/core/content/missions/<slug>.ts. So a mission is one lazy
// chunk, fetched when it is first opened: one file fewer per mission for the service worker to
// precache (docs/decisions/0066).
const MISSIONS = import.meta.glob<{ ART: ArtSet; content: MissionContent }>("./art/*.tsx");

/**
 * Each mission by slug, its content joined with its catalogue row (art.test.ts checks that every
 * catalogue row has its content file, and that each draws every picture its content names).
 */
export const MISSION_LOADERS: Readonly<Record<string, () => Promise<LoadedMission>>> =
  Object.fromEntries(
    Object.entries(MISSIONS).map(([file, load]) => {
      const slug = slugOfFile(file);
      return [
        slug,
        () => load().then((m) => ({ mission: missionFor(slug, m.content), art: m.ART })),
      ];
    }),
  );
