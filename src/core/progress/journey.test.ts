import { describe, expect, it } from "vitest";
import { writtenMission } from "../content/written-missions";
import { furthestPage, pageVisit, resumePage, unlockedBy } from "./journey";
import { isComplete } from "./progress";

const mission = writtenMission("types-of-bank-accounts");

const quizPages = mission.pages.flatMap((p, i) => (p.kind === "quiz" ? [i] : []));
const quizIds = mission.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : []));

describe("how far a student may go", () => {
  it("stops at the first quiz not yet answered right", () => {
    expect(furthestPage(mission, [])).toBe(quizPages[0]);
  });

  it("stops at the second quiz when only the first is answered", () => {
    expect(furthestPage(mission, [quizIds[0]!])).toBe(quizPages[1]);
  });

  it("reaches the last page once every quiz is answered right", () => {
    expect(furthestPage(mission, ["everyday", ...quizIds])).toBe(mission.pages.length - 1);
  });
});

describe("what opening a page records", () => {
  it("records only that page on an ordinary page, which does not complete the mission", () => {
    const visit = pageVisit(mission, 1);
    expect(visit.m7?.pages).toEqual([1]);
    expect(isComplete(visit, "m7")).toBe(false);
  });

  it("records every page on key takeaways, which completes the mission", () => {
    const visit = pageVisit(mission, mission.pages.length - 1);
    expect(visit.m7?.pages).toHaveLength(mission.pages.length);
    expect(isComplete(visit, "m7")).toBe(true);
  });
});

describe("which mission unlocks a locked one", () => {
  it("names the mission whose completion unlocks it", () => {
    expect(unlockedBy("m2")).toBe("m7");
    expect(unlockedBy("m0")).toBe("m2");
    expect(unlockedBy("m8")).toBe("m1");
    expect(unlockedBy("m6")).toBe("m3");
  });

  it("names none for a mission open from the start", () => {
    expect(unlockedBy("m7")).toBeUndefined();
  });
});

describe("where a mission opens again", () => {
  const all = mission.pages.map((_, i) => i);

  it("opens a mission not yet started at its first page", () => {
    expect(resumePage(mission, [], [])).toBe(0);
  });

  it("opens a started mission at the furthest page seen", () => {
    expect(resumePage(mission, [0, 1, 2], ["everyday"])).toBe(2);
  });

  it("never opens past a quiz not yet answered", () => {
    const quiz = quizPages[0]!;
    expect(resumePage(mission, [0, quiz + 1], [])).toBe(quiz);
  });

  it("opens a completed mission at its first page again", () => {
    expect(resumePage(mission, all, quizIds)).toBe(0);
  });
});
