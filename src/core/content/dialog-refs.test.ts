import { describe, expect, it } from "vitest";
import { dialogProblems } from "./dialog-refs";
import type { Mission, MissionDialog } from "./schema";

const dialog = (id: string, tag: string): MissionDialog => ({
  id,
  title: id,
  tag,
  pages: [{ body: [["Words."]] }],
});

/** A small mission whose tiles, planets and hotspots open dialogs a and b. */
const fixture = (dialogs: readonly MissionDialog[], hotspotOpens = "b"): Mission => ({
  uid: "m1",
  slug: "fixture",
  title: "Fixture",
  pages: [
    { kind: "tiles", title: "Tiles", body: [], tiles: [{ label: "A", dialog: "a", art: "x" }] },
    {
      kind: "planets",
      title: "Planets",
      body: [],
      planets: [{ planet: "gold", label: "B", dialog: "b", x: 50, y: 50 }],
    },
    {
      kind: "hotspots",
      title: "Hotspots",
      body: [],
      image: { art: "y", alt: "A picture for the hotspots." },
      hotspots: [{ label: "C", dialog: hotspotOpens, x: 0, y: 0, width: 10, height: 10 }],
    },
  ],
  dialogs,
});

describe("dialogProblems", () => {
  it("finds nothing wrong when every button opens a dialog the mission has", () => {
    expect(dialogProblems(fixture([dialog("a", "tag-a"), dialog("b", "tag-b")]))).toEqual([]);
  });

  it("names the mission, page, button and id when a button opens a dialog that does not exist", () => {
    const problems = dialogProblems(fixture([dialog("a", "tag-a"), dialog("b", "tag-b")], "c-9"));
    expect(problems).toEqual(['m1 page 2 "C" opens dialog c-9, which fixture does not have']);
  });

  it("reports a dialog that no page opens", () => {
    const dialogs = [dialog("a", "tag-a"), dialog("b", "tag-b"), dialog("lost", "tag-l")];
    expect(dialogProblems(fixture(dialogs))).toEqual(["m1 dialog lost is opened by no page"]);
  });

  it("reports an id or a tag used by two dialogs", () => {
    const dialogs = [dialog("a", "same"), dialog("b", "same"), dialog("b", "other")];
    expect(dialogProblems(fixture(dialogs))).toEqual([
      "m1 has two dialogs with the id b",
      "m1 has two dialogs with the tag same",
    ]);
  });
});
