import { describe, expect, it } from "vitest";
import { missionEntry, pageNumber } from "./gate";

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
