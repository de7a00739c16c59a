import { describe, expect, it } from "vitest";
import { knownTags, missionTags, unknownTagProblem } from "./mission-tags";
import { writtenMission } from "./written-missions";

const m7 = writtenMission("types-of-bank-accounts");

describe("mission tags", () => {
  it("are the mission's dialog data tags and quiz ids", () => {
    expect(missionTags(m7)).toEqual([
      "everyday",
      "savings",
      "tertiary",
      "kiwisaver",
      "m7-q1",
      "m7-q2",
    ]);
  });

  const known = knownTags([m7]);

  it("find no problem in tags the content defines, or in no tags at all", () => {
    expect(
      unknownTagProblem({ m7: { tags: ["everyday", "m7-q2"] }, m1: { tags: [] } }, known),
    ).toBeNull();
  });

  it("name the first tag a written mission does not define", () => {
    expect(unknownTagProblem({ m7: { tags: ["everyday", "stock"] } }, known)).toBe(
      'm7: "stock" is not an item of this mission',
    );
  });

  it("say that a mission not written yet takes no tags", () => {
    expect(unknownTagProblem({ m1: { tags: ["imps-1-1"] } }, known)).toBe(
      'm1: this mission has no items yet, so it takes no tags ("imps-1-1")',
    );
  });
});
