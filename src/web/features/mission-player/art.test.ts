import { describe, expect, it } from "vitest";
import type { Mission } from "../../../core/content/schema";
import { MISSION_LOADERS } from "./mission-loaders";

function artIds(mission: Mission): string[] {
  const ids = mission.pages.flatMap((p) => {
    if (p.kind === "tiles") return p.tiles.map((t) => t.art);
    if (p.kind === "diagram") return p.diagram.nodes.map((n) => n.art);
    return "image" in p && p.image ? [p.image.art] : [];
  });
  const fromDialogs = mission.dialogs.flatMap((d) =>
    d.pages.flatMap((p) => (p.image ? [p.image.art] : [])),
  );
  return [...new Set([...ids, ...fromDialogs])];
}

describe.each(Object.entries(MISSION_LOADERS))("%s", (slug, load) => {
  it("draws every picture its content names, and nothing more", async () => {
    const { mission, art } = await load();
    expect(mission.slug).toBe(slug);
    expect(Object.keys(art).sort()).toEqual(artIds(mission).sort());
  });
});
