import { describe, expect, it } from "vitest";
import { CATALOGUE, slugOfFile } from "../../../core/content/catalogue";
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

const CONTENT = import.meta.glob("../../../core/content/missions/*.ts");

it("loads every mission of the catalogue, each found by its content file's name", () => {
  const slugs = Object.keys(CONTENT).map(slugOfFile);
  expect(Object.keys(MISSION_LOADERS).sort()).toEqual(slugs.sort());
  expect(slugs.sort()).toEqual(CATALOGUE.map((m) => m.slug).sort());
});

describe.each(Object.entries(MISSION_LOADERS))("%s", (slug, load) => {
  it("draws every picture its content names, and nothing more", async () => {
    const { mission, art } = await load();
    expect(mission.slug).toBe(slug);
    expect(Object.keys(art).sort()).toEqual(artIds(mission).sort());
  });
});

/** Colours spelled out (#rgb, #rrggbb and their alpha forms, rgb(), hsl()) in a file's text. */
function rawColours(text: string): string[] {
  return text.match(/#(?:[\da-f]{8}|[\da-f]{6}|[\da-f]{3,4})\b|\b(?:rgba?|hsla?)\(/gi) ?? [];
}

// Every drawing file, shared parts included: only the palette may name a colour. (The drawings'
// style sheets hold motion, not colour: held-animations.test.ts reads them.)
const ART_FILES = import.meta.glob<string>("./art/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});
const PALETTE = "./art/parts/palette.ts";

describe("the drawings' colours", () => {
  it("finds a colour spelled out in a drawing's text", () => {
    const drawing = `<circle fill="#ffc94d" stroke="#FFF" style={{ color: "rgb(1 2 3)" }} />`;
    expect(rawColours(drawing)).toEqual(["#ffc94d", "#FFF", "rgb("]);
    expect(rawColours('fill={`url(#${id})`} fill={GOLD} key="#1"')).toEqual([]);
  });

  it("reads the palette and every mission's art file", () => {
    expect(Object.keys(ART_FILES)).toContain(PALETTE);
    for (const slug of Object.keys(MISSION_LOADERS)) {
      expect(Object.keys(ART_FILES)).toContain(`./art/${slug}.tsx`);
    }
  });

  it.each(Object.keys(ART_FILES).filter((file) => file !== PALETTE))(
    "%s takes every colour from the palette",
    (file) => {
      expect(rawColours(ART_FILES[file] ?? "")).toEqual([]);
    },
  );
});
