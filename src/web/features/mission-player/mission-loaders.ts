import { missionFor, slugOfFile } from "../../../core/content/catalogue";
import type { Mission, MissionContent } from "../../../core/content/schema";
import type { ArtSet } from "./art/art-set";

export type LoadedMission = { mission: Mission; art: ArtSet };

// Found by file name: a mission is src/core/content/missions/<slug>.ts and its drawings
// art/<slug>.tsx (shared parts live in art/parts/, out of this pattern). Each import stays lazy,
// so a mission's content and drawings are chunks of their own, fetched when it is first opened.
const CONTENT = import.meta.glob<{ content: MissionContent }>(
  "../../../core/content/missions/*.ts",
);
const ART = import.meta.glob<{ ART: ArtSet }>("./art/*.tsx");

/**
 * Each mission by slug, its content joined with its catalogue row (art.test.ts checks that every
 * catalogue row has its content file). Content with no art file draws nothing: the art test
 * fails on every picture it names.
 */
export const MISSION_LOADERS: Readonly<Record<string, () => Promise<LoadedMission>>> =
  Object.fromEntries(
    Object.entries(CONTENT).map(([file, content]) => {
      const slug = slugOfFile(file);
      const art = ART[`./art/${slug}.tsx`];
      const load = () =>
        Promise.all([content(), art ? art() : { ART: {} }]).then(([c, a]) => ({
          mission: missionFor(slug, c.content),
          art: a.ART,
        }));
      return [slug, load];
    }),
  );
