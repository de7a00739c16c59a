import { describe, expect, it } from "vitest";
import { plainText } from "../content/texts";
import { WRITTEN_MISSIONS, writtenMission } from "../content/written-missions";
import { SECTION_UIDS } from "../progress/sections";
import { MIN_ANSWERS, reteachQuestions, taughtPage, type ClassAnswer } from "./reteach";

/** `n` first answers to one question, all the same option. */
const times = (n: number, question: string, option: number): ClassAnswer[] =>
  Array.from({ length: n }, () => ({ question, option }));

const m0q1 = (answers: ClassAnswer[]) =>
  reteachQuestions(WRITTEN_MISSIONS, answers).find((q) => q.id === "m0-q1")!;

describe("what to reteach", () => {
  it("lists every quiz question once, in mission and page order", () => {
    const rows = reteachQuestions([...WRITTEN_MISSIONS].reverse(), []);
    const quizzes = WRITTEN_MISSIONS.flatMap((m) =>
      m.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz.id] : [])),
    );
    expect(rows.map((r) => r.id).sort()).toEqual(quizzes.sort());
    const order = rows.map((r) => SECTION_UIDS.indexOf(r.uid));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(rows.filter((r) => r.uid === "m9").map((r) => r.id)).toEqual([
      "m9-q1",
      "m9-q2",
      "m9-q3",
    ]);
  });

  it("links every question to a teaching page before its quiz", () => {
    for (const mission of WRITTEN_MISSIONS) {
      for (const page of mission.pages) {
        if (page.kind !== "quiz") continue;
        const taught = mission.pages[taughtPage(mission, page.quiz.taughtOn)]!;
        expect(taught.kind, page.quiz.id).not.toMatch(/quiz/);
      }
    }
    expect(m0q1([]).taught).toEqual({
      slug: "banking-fundamentals",
      page: 1,
      title: "How does a bank work?",
    });
  });

  it("refuses a page title that no page before the quiz has", () => {
    expect(() => taughtPage(writtenMission("banking-fundamentals"), "Question 2")).toThrow(
      /no page "Question 2"/,
    );
  });

  it(`hides every figure, the count too, under ${MIN_ANSWERS} answers`, () => {
    const row = m0q1(times(MIN_ANSWERS - 1, "m0-q1", 0));
    expect(row.figures).toBeNull();
    expect(plainText(row.text)).toBe(
      "Who does a bank work for: people who deposit money or people who borrow it?",
    );
    expect(m0q1(times(MIN_ANSWERS, "m0-q1", 2)).figures).toEqual({
      answered: 5,
      rightShare: 1,
      mostChosenWrong: null,
    });
  });

  it("gives the share right first time and the wrong option chosen most, with its why", () => {
    const answers = [
      ...times(2, "m0-q1", 2),
      ...times(3, "m0-q1", 1),
      ...times(1, "m0-q1", 0),
      ...times(9, "m0-q2", 1),
    ];
    expect(m0q1(answers).figures).toEqual({
      answered: 6,
      rightShare: 2 / 6,
      mostChosenWrong: {
        option: 1,
        label: "Borrowers",
        explanation: [expect.stringMatching(/^Partly right: a bank lends to borrowers/)],
        chosen: 3,
      },
    });
  });

  it("names the first of two wrong options chosen as often", () => {
    const answers = [...times(3, "m0-q1", 3), ...times(3, "m0-q1", 0)];
    expect(m0q1(answers).figures?.mostChosenWrong).toMatchObject({
      option: 0,
      label: "Depositors",
    });
  });

  it("keeps a question's and an explanation's te reo marked as the mission marks it", () => {
    const m7q1 = reteachQuestions(WRITTEN_MISSIONS, times(MIN_ANSWERS, "m7-q1", 1)).find(
      (q) => q.id === "m7-q1",
    )!;
    expect(m7q1.text).toContainEqual({ word: "money" });
    expect(m7q1.text.every((s) => typeof s === "string" || "word" in s || "mi" in s)).toBe(true);
    expect(m7q1.figures?.mostChosenWrong?.explanation).toContainEqual({ mi: "wānanga" });
  });

  it("reads every question word for word as a student reads it, names and figures written out", () => {
    const rows = reteachQuestions(WRITTEN_MISSIONS, []);
    for (const mission of WRITTEN_MISSIONS) {
      for (const page of mission.pages) {
        if (page.kind !== "quiz") continue;
        const row = rows.find((r) => r.id === page.quiz.id)!;
        expect(plainText(row.text)).toBe(plainText(page.quiz.question, mission.defaultName));
      }
    }
  });

  it("ignores answers to a question no mission has", () => {
    const rows = reteachQuestions(WRITTEN_MISSIONS, times(10, "m0-q9", 0));
    expect(rows.every((r) => r.figures === null)).toBe(true);
  });
});
