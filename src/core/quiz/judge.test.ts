import { describe, expect, it } from "vitest";
import { judge } from "./judge";

const quiz = {
  correct: 2,
  options: ["Depositors", "Borrowers", "Both", "None"].map((label) => ({
    label,
    explanation: "…",
  })),
};

describe("judging an answer", () => {
  it("returns correct when the chosen option is the answer", () => {
    expect(judge(quiz, 2)).toBe(true);
  });

  it("returns incorrect when the option is not the answer", () => {
    for (const chosen of [0, 1, 3]) expect(judge(quiz, chosen)).toBe(false);
  });

  it("returns incorrect for a choice that is not an option", () => {
    for (const chosen of [-1, 4, 1.5, Number.NaN]) expect(judge(quiz, chosen)).toBe(false);
  });
});
