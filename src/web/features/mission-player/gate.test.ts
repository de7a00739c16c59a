import { describe, expect, it } from "vitest";
import { mission } from "../../../core/content/missions/types-of-bank-accounts";
import { furthestPage, missionEntry, pageNumber } from "./gate";

describe("how far a student can go", () => {
  const firstQuiz = mission.pages.findIndex((p) => p.kind === "quiz");

  it("stops at the first quiz not yet answered right", () => {
    expect(furthestPage(mission, [])).toBe(firstQuiz);
  });

  it("reaches the last page once every quiz is answered right", () => {
    const quizIds = mission.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : []));
    expect(furthestPage(mission, ["everyday", ...quizIds])).toBe(mission.pages.length - 1);
  });

  it("stops at the second quiz when only the first is answered", () => {
    const first = mission.pages[firstQuiz];
    if (first?.kind !== "quiz") throw new Error("expected a quiz");
    const second = mission.pages.findIndex((p, i) => i > firstQuiz && p.kind === "quiz");
    expect(furthestPage(mission, [first.quiz.id])).toBe(second);
  });
});

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
