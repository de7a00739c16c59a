import { describe, expect, it } from "vitest";
import { longestRead, missionSteps } from "./doings";
import { openersOf } from "./mission-tags";
import { WRITTEN_MISSIONS } from "./written-missions";

describe("the words a student reads between two things they do", () => {
  it("counts the longest run of reading, across pages, up to the next doing", () => {
    const steps = [{ read: 50 }, { does: "a" }, { read: 120 }, { read: 90 }, { does: "b" }];
    expect(longestRead(steps)).toBe(210);
    expect(longestRead([{ read: 30 }, { does: "a" }, { read: 40 }])).toBe(40);
  });

  it("finds a doing for each dialog a mission's pages open and each question it asks", () => {
    for (const mission of WRITTEN_MISSIONS) {
      const openers = mission.pages.flatMap(openersOf);
      const quizzes = mission.pages.filter((p) => p.kind === "quiz");
      const steps = missionSteps(mission);
      expect(steps.filter((s) => "does" in s)).toHaveLength(openers.length + quizzes.length);
      expect(steps.some((s) => "read" in s && s.read > 0)).toBe(true);
    }
  });
});
