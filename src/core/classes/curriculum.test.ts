import { describe, expect, it } from "vitest";
import { SECTION_UIDS } from "../progress/sections";
import { CURRICULUM, curriculumLine } from "./curriculum";

/** Standards NZQA expired in its 2020–21 review: never to be shown. */
const EXPIRED = [24699, 28101, 28102];

describe("curriculum tags", () => {
  it("tag every mission with at least one strand, and nothing else", () => {
    expect(Object.keys(CURRICULUM).sort()).toEqual([...SECTION_UIDS].sort());
    for (const uid of SECTION_UIDS) expect(CURRICULUM[uid].strands.length).toBeGreaterThan(0);
  });

  it("never name an expired standard", () => {
    const numbers = SECTION_UIDS.flatMap((uid) => CURRICULUM[uid].standards.map((s) => s.number));
    expect(numbers.filter((n) => EXPIRED.includes(n))).toEqual([]);
  });

  it("read as one line with each standard's number and level", () => {
    expect(curriculumLine(CURRICULUM.m2)).toBe(
      "Managing money; Credit and debt: US 28097 (L2), US 28088 (L1)",
    );
  });
});
