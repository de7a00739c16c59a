import { describe, expect, it } from "vitest";
import type { QuestionKey } from "./questions";
import { tallyByMission } from "./tallies";

const QUESTIONS = new Map<string, QuestionKey>([
  ["m7-q1", { uid: "m7", options: 3, correct: 1, page: 4 }],
  ["m7-q2", { uid: "m7", options: 3, correct: 0, page: 5 }],
  ["m2-q1", { uid: "m2", options: 4, correct: 3, page: 2 }],
]);

describe("tallyByMission", () => {
  it("counts each mission's first answers and how many were right", () => {
    const tallies = tallyByMission(
      [
        { question: "m7-q1", option: 1 },
        { question: "m7-q2", option: 2 },
        { question: "m2-q1", option: 3 },
      ],
      QUESTIONS,
    );
    expect(Object.fromEntries(tallies)).toEqual({
      m7: { answered: 2, right: 1 },
      m2: { answered: 1, right: 1 },
    });
  });

  it("leaves out answers to questions no mission has", () => {
    expect(tallyByMission([{ question: "m9-q9", option: 0 }], QUESTIONS).size).toBe(0);
  });
});
