import { describe, expect, it } from "vitest";
import { SECTIONS } from "../progress/sections";
import { plainText } from "../content/texts";
import { WRITTEN_MISSIONS } from "../content/written-missions";
import { csvCell, gridCsv, questionsCsv, rightPercent, syncedText } from "./csv";
import { GRID_MISSIONS, gridRow, type GridRowData } from "./grid";
import { MIN_ANSWERS, reteachQuestions, type ClassAnswer } from "./reteach";
import { statusLabel } from "./status";

const NOW = new Date("2026-11-26T10:00:00.000Z");
/** New Zealand daylight time: 13 hours ahead of UTC. */
const NZDT = () => -780;

const students = [
  {
    uid: "u1",
    name: "Aroha, Test",
    joinedAt: "2026-11-20T00:00:00.000Z",
    progress: { m7: [2, "2026-11-26T09:30:00.000Z"], m2: [7, null] },
    tallies: { m7: [2, 1] },
  } satisfies GridRowData,
  {
    uid: "u2",
    name: '=HYPERLINK("http://x.example")',
    joinedAt: "2026-11-21T00:00:00.000Z",
    progress: {},
    tallies: {},
  },
].map((s) => gridRow(s, NOW));

const csv = gridCsv({ missions: GRID_MISSIONS, students }, NZDT);
const lines = csv.slice(1).split("\r\n");

describe("csvCell", () => {
  it("turns a cell that begins with = + - @ tab or CR into text with an apostrophe", () => {
    expect(["=1+1", "+64 21", "-3", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual([
      "'=1+1",
      "'+64 21",
      "'-3",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
  });

  it("quotes a cell with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvCell('Te "Ara", 10')).toBe('"Te ""Ara"", 10"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("Mere Ngāta")).toBe("Mere Ngāta");
  });
});

describe("gridCsv", () => {
  it("starts with a UTF-8 byte-order mark and ends every row with CRLF", () => {
    expect(csv.startsWith("\uFEFFStudent,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(lines).toHaveLength(4); // header, two students, and the empty end
    expect(lines[3]).toBe("");
  });

  it("names each mission in the header with its strand and unit standards", () => {
    expect(lines[0]).toContain(
      "Types of bank accounts (Managing money: US 28097 (L2)),Types of bank accounts: right first time",
    );
    expect(lines[0]!.split(",").length).toBeGreaterThanOrEqual(2 + 2 * SECTIONS.length);
  });

  it("writes each status in statusLabel's words and the first-try score", () => {
    const row = lines[1]!;
    const inProgress = statusLabel({ kind: "in-progress", seen: 2, total: 6 });
    expect(row).toContain(`${inProgress},1 of 2`);
    expect(row).toContain(`${statusLabel({ kind: "done" })},`);
    expect(row).toContain(statusLabel({ kind: "not-started" }));
  });

  it("writes the last sync on the device's clock, and Never for a student with none", () => {
    expect(lines[1]!.startsWith('"Aroha, Test",2026-11-26 22:30,')).toBe(true);
    expect(lines[2]!.split(",")[1]).toBe("Never");
  });

  it("writes a formula typed as a name as text", () => {
    expect(lines[2]!.startsWith(`"'=HYPERLINK(""http://x.example"")",`)).toBe(true);
  });
});

describe("syncedText", () => {
  it("writes a time on the device's clock as year-month-day hours:minutes", () => {
    expect(syncedText("2026-11-26T11:05:00.000Z", NZDT)).toBe("2026-11-27 00:05");
    expect(syncedText("2026-11-26T11:05:00.000Z", () => 0)).toBe("2026-11-26 11:05");
  });

  it("takes the offset at the moment itself, so a date across a change of clocks is right", () => {
    // New Zealand's clocks went back on 5 April 2026: standard time is 12 hours ahead.
    const nz = (when: Date) => (when < new Date("2026-04-04T14:00:00Z") ? -780 : -720);
    expect(syncedText("2026-05-01T00:00:00.000Z", nz)).toBe("2026-05-01 12:00");
    expect(syncedText("2026-03-01T00:00:00.000Z", nz)).toBe("2026-03-01 13:00");
  });

  it("says Never for a student who has not synced", () => {
    expect(syncedText(null, NZDT)).toBe("Never");
  });
});

describe("questionsCsv", () => {
  const answers: ClassAnswer[] = [
    ...Array.from({ length: 4 }, () => ({ question: "m0-q1", option: 0 })),
    ...Array.from({ length: 2 }, () => ({ question: "m0-q1", option: 1 })),
    { question: "m0-q2", option: 0 },
  ];
  const questions = reteachQuestions(WRITTEN_MISSIONS, answers);
  const lines = questionsCsv({ minAnswers: MIN_ANSWERS, questions }).split("\r\n");
  const rowOf = (id: string) => lines[1 + questions.findIndex((q) => q.id === id)]!;

  it("has one row per question after the header, each ending with CRLF", () => {
    expect(lines).toHaveLength(questions.length + 2);
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "\uFEFFMission,Question,Answered,Right first time,Wrong answer chosen most,Chosen by,Why it is wrong,Taught on the page",
    );
  });

  it("writes a question's count, its share right as on screen, and the wrong answer chosen most", () => {
    const q = questions.find((x) => x.id === "m0-q1")!;
    const { answered, rightShare, mostChosenWrong } = q.figures!;
    expect(answered).toBe(6);
    expect(rowOf("m0-q1")).toContain(`,6,${rightPercent(rightShare)},`);
    expect(rowOf("m0-q1")).toContain(csvCell(plainText(mostChosenWrong!.explanation)));
    expect(rowOf("m0-q1")).toContain(`(page ${q.taught.page + 1})`);
  });

  it("writes a question's and an explanation's te reo as the words a student reads", () => {
    const tertiary = Array.from({ length: MIN_ANSWERS }, () => ({ question: "m7-q1", option: 1 }));
    const [m7q1] = reteachQuestions(WRITTEN_MISSIONS, tertiary).filter((q) => q.id === "m7-q1");
    const row = questionsCsv({ minAnswers: MIN_ANSWERS, questions: [m7q1!] }).split("\r\n")[1];
    expect(row).toContain("use the money for bus fares and lunch. Which account should your pay");
    expect(row).toContain("university, polytech or wānanga. For a part-time job");
  });

  it("shows no figures for a question with fewer answers than the least shown", () => {
    expect(rowOf("m0-q2")).toContain(`,Fewer than ${MIN_ANSWERS},,,,,`);
    expect(rowOf("m0-q2")).not.toMatch(/,1,/);
  });
});

describe("rightPercent", () => {
  it("rounds down to a whole percentage, as every screen does", () => {
    expect(rightPercent(2 / 3)).toBe("66%");
    expect(rightPercent(1)).toBe("100%");
    expect(rightPercent(0.999)).toBe("99%");
  });
});
