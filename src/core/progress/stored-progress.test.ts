import { describe, expect, it } from "vitest";
import { parseProgress } from "./stored-progress";

describe("progress read back from the device", () => {
  it("reads anything that is not an object as no progress", () => {
    for (const value of [undefined, null, "{}", 5, [{ pages: [0] }]])
      expect(parseProgress(value)).toEqual({});
  });

  it("keeps known missions' whole page numbers and string tags and leaves out the rest", () => {
    const stored = {
      m7: { pages: [0, 1.5, "2", 3], tags: ["everyday", null] },
      m0: { tags: ["x"] },
      m99: { pages: [0], tags: [] },
      m2: "visited",
    };
    expect(parseProgress(stored)).toEqual({
      m7: { pages: [0, 3], tags: ["everyday"] },
      m0: { pages: [], tags: ["x"] },
    });
  });
});
