import type { Mission } from "../../../core/content/schema";
import type { ArtSet } from "./art/art-set";

export type LoadedMission = { mission: Mission; art: ArtSet };

const loaded = (
  content: Promise<{ mission: Mission }>,
  art: Promise<{ ART: ArtSet }>,
): Promise<LoadedMission> =>
  Promise.all([content, art]).then(([c, a]) => ({ mission: c.mission, art: a.ART }));

/**
 * Each written mission, loaded on demand: its content and drawings form its own chunk. Adding a
 * mission is one content file, one art file and one line here.
 */
export const MISSION_LOADERS: Readonly<Record<string, () => Promise<LoadedMission>>> = {
  "types-of-bank-accounts": () =>
    loaded(
      import("../../../core/content/missions/types-of-bank-accounts"),
      import("./art/types-of-bank-accounts"),
    ),
  "types-of-cards": () =>
    loaded(import("../../../core/content/missions/types-of-cards"), import("./art/types-of-cards")),
  "banking-fundamentals": () =>
    loaded(
      import("../../../core/content/missions/banking-fundamentals"),
      import("./art/banking-fundamentals"),
    ),
};
