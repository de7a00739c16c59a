import type { Mission } from "../../../core/content/schema";
import type { ArtSet } from "./art/art-set";

export type LoadedMission = { mission: Mission; art: ArtSet };

// Found by file name: a mission is src/core/content/missions/<slug>.ts and its drawings
// art/<slug>.tsx (shared parts live in art/parts/, out of this pattern). Each import stays lazy,
// so a mission's content and drawings are chunks of their own, fetched when it is first opened.
const CONTENT = import.meta.glob<{ mission: Mission }>("../../../core/content/missions/*.ts");
const ART = import.meta.glob<{ ART: ArtSet }>("./art/*.tsx");

const slugOf = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");

/**
 * Each mission by slug (art.test.ts checks that every catalogue row has its content file).
 * Content with no art file draws nothing: the art test fails on every picture it names.
 */
export const MISSION_LOADERS: Readonly<Record<string, () => Promise<LoadedMission>>> =
  Object.fromEntries(
    Object.entries(CONTENT).map(([file, content]) => {
      const art = ART[`./art/${slugOf(file)}.tsx`];
      const load = () =>
        Promise.all([content(), art ? art() : { ART: {} }]).then(([c, a]) => ({
          mission: c.mission,
          art: a.ART,
        }));
      return [slugOf(file), load];
    }),
  );
