import { describe, expect, it } from "vitest";
import { missionEntry, pageNumber, sameView, type MissionView } from "./gate";

describe("reading the page from the path", () => {
  it("accepts whole numbers inside the mission", () => {
    expect(pageNumber("0", 6)).toBe(0);
    expect(pageNumber("5", 6)).toBe(5);
  });

  it("refuses pages outside the mission, signs, decimals and words", () => {
    for (const bad of ["6", "-1", "1.5", "one", "", undefined, "1e1"])
      expect(pageNumber(bad, 6)).toBeNull();
  });
});

describe("finding a mission by slug", () => {
  it("finds a mission with its topic", () => {
    expect(missionEntry("types-of-cards")).toMatchObject({
      uid: "m2",
      topic: { slug: "what-is-banking" },
    });
  });

  it("finds nothing for an unknown slug", () => {
    expect(missionEntry("no-such-mission")).toBeUndefined();
  });
});

describe("whether a mission page must be drawn again", () => {
  const entry = missionEntry("types-of-cards")!;
  const view: MissionView = { entry, page: "2", visited: [0, 1], tags: ["a"], settled: true };

  it("is the same view when the progress arrives with the same tags in new arrays", () => {
    expect(sameView(view, { ...view, entry: missionEntry("types-of-cards")!, tags: ["a"] })).toBe(
      true,
    );
  });

  it("is the same view on a page when only the pages visited grew", () => {
    expect(sameView(view, { ...view, visited: [0, 1, 2] })).toBe(true);
  });

  it("is a new view when the pages visited grew for an address without a page", () => {
    const resume = { ...view, page: undefined };
    expect(sameView(resume, { ...resume, visited: [0, 1, 2] })).toBe(false);
  });

  it("is a new view when a tag is new, the page or mission changes, or it becomes settled", () => {
    expect(sameView(view, { ...view, tags: ["a", "b"] })).toBe(false);
    expect(sameView(view, { ...view, page: "3" })).toBe(false);
    expect(sameView(view, { ...view, entry: missionEntry("what-is-credit")! })).toBe(false);
    expect(sameView({ ...view, settled: false }, view)).toBe(false);
  });
});
