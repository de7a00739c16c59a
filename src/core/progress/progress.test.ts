import { describe, expect, it } from "vitest";
import {
  count,
  isComplete,
  wholePercent,
  isLocked,
  isValidPage,
  merge,
  missionStates,
  openTag,
  percent,
  progressOf,
  reset,
  subtract,
  isEmpty,
  topicPercent,
  unlockedSections,
  visitPage,
  type Progress,
} from "./progress";
import { CATALOGUE } from "../content/catalogue";
import { SPEC_SECTIONS } from "../content/spec-tables";
import {
  DEFAULT_UNLOCKED,
  SECTION_UIDS,
  SECTIONS,
  UNLOCKS,
  sectionOf,
  type SectionUid,
} from "./sections";

const allPages = (uid: SectionUid): Progress => ({
  [uid]: { pages: Array.from({ length: sectionOf(uid).total }, (_, i) => i), tags: [] },
});

describe("the section table", () => {
  it("holds one section per catalogue row, in the order of their uids' numbers (spec section 3)", () => {
    const byNumber = [...CATALOGUE].sort((a, b) => Number(a.uid.slice(1)) - Number(b.uid.slice(1)));
    expect(SECTIONS).toEqual(
      byNumber.map(({ uid, id, title, total }) => ({ uid, id, title, total })),
    );
    expect(new Set(SECTIONS.map((s) => s.uid)).size).toBe(SECTIONS.length);
    expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(SECTIONS.length);
  });

  it("gives every section the id and page total of spec section 3, and has every section it names", () => {
    const table = Object.fromEntries(SECTIONS.map(({ uid, id, total }) => [uid, { id, total }]));
    expect(table).toEqual(SPEC_SECTIONS);
  });

  it("gives Student loans the uid m3, as the section table does (not the route metadata's m10)", () => {
    expect(sectionOf("m3").title).toBe("Student loans");
    expect(sectionOf("m10").title).toBe("What is credit");
  });
});

describe("recording visits", () => {
  it("records a page visit once, however often it is visited", () => {
    const p = visitPage(visitPage(visitPage({}, "m7", 2), "m7", 2), "m7", 0);
    expect(p.m7).toEqual({ pages: [0, 2], tags: [] });
    expect(count(p, "m7")).toBe(2);
  });

  it("keeps pages in numeric order, not text order", () => {
    const p = [10, 2, 1].reduce<Progress>((acc, page) => visitPage(acc, "m1", page), {});
    expect(p.m1?.pages).toEqual([1, 2, 10]);
  });

  it("records an opened tag without counting it as a page", () => {
    const p = openTag(openTag({}, "m1", "savings-accounts"), "m1", "savings-accounts");
    expect(p.m1).toEqual({ pages: [], tags: ["savings-accounts"] });
    expect(count(p, "m1")).toBe(0);
  });

  it("throws for a page outside 0..total-1", () => {
    expect(() => visitPage({}, "m7", 6)).toThrow(RangeError);
    expect(() => visitPage({}, "m7", -1)).toThrow(RangeError);
    expect(() => visitPage({}, "m7", 1.5)).toThrow(RangeError);
  });

  it("accepts exactly the pages 0..total-1 as valid", () => {
    expect(isValidPage("m2", 0)).toBe(true);
    expect(isValidPage("m2", 6)).toBe(true);
    expect(isValidPage("m2", 7)).toBe(false);
  });

  it("leaves the progress it was given unchanged", () => {
    const before: Progress = { m7: { pages: [1], tags: [] } };
    visitPage(before, "m7", 3);
    expect(before).toEqual({ m7: { pages: [1], tags: [] } });
  });
});

describe("merging", () => {
  const a: Progress = { m7: { pages: [0, 1], tags: ["everyday"] }, m1: { pages: [3], tags: [] } };
  const b: Progress = { m7: { pages: [1, 2], tags: ["kiwisaver"] }, m2: { pages: [0], tags: [] } };
  const c: Progress = { m7: { pages: [5], tags: [] } };

  it("returns the set union of pages and tags per section", () => {
    expect(merge(a, b)).toEqual({
      m7: { pages: [0, 1, 2], tags: ["everyday", "kiwisaver"] },
      m1: { pages: [3], tags: [] },
      m2: { pages: [0], tags: [] },
    });
  });

  it("gives the same result in either order", () => {
    expect(merge(a, b)).toEqual(merge(b, a));
  });

  it("gives the same result however merges are grouped", () => {
    expect(merge(merge(a, b), c)).toEqual(merge(a, merge(b, c)));
  });

  it("changes nothing when the same progress is merged again", () => {
    expect(merge(merge(a, b), b)).toEqual(merge(a, b));
  });

  it("sorts and de-duplicates unsorted input", () => {
    expect(merge({}, { m0: { pages: [3, 1, 3], tags: ["b", "a", "b"] } })).toEqual({
      m0: { pages: [1, 3], tags: ["a", "b"] },
    });
  });
});

describe("count, percent and completion", () => {
  it("is zero for a mission never visited", () => {
    expect(count({}, "m0")).toBe(0);
    expect(percent({}, "m0")).toBe(0);
    expect(isComplete({}, "m0")).toBe(false);
  });

  it("gives percent as count / total × 100", () => {
    const p = visitPage(visitPage({}, "m2", 0), "m2", 1);
    expect(percent(p, "m2")).toBeCloseTo((2 / 7) * 100);
  });

  it("is complete only when every page has been visited", () => {
    const almost = { m7: { pages: [0, 1, 2, 3, 4], tags: ["a", "b", "c"] } };
    expect(isComplete(almost, "m7")).toBe(false);
    expect(isComplete(visitPage(almost, "m7", 5), "m7")).toBe(true);
    expect(percent(allPages("m7"), "m7")).toBe(100);
  });
});

describe("locks and unlocks", () => {
  it("unlocks only the catalogue's open missions at first: m7, m1, m3, m9 and m10 but not m0, m2, m6 or m8", () => {
    expect([...unlockedSections({})].sort()).toEqual([...DEFAULT_UNLOCKED].sort());
    expect(DEFAULT_UNLOCKED).toEqual(CATALOGUE.filter((m) => m.open).map((m) => m.uid));
    expect(DEFAULT_UNLOCKED).toEqual(expect.arrayContaining(["m7", "m1", "m3", "m9", "m10"]));
    for (const uid of ["m0", "m2", "m6", "m8"] as const)
      expect(DEFAULT_UNLOCKED).not.toContain(uid);
  });

  it.each(Object.entries(UNLOCKS) as [SectionUid, SectionUid][])(
    "unlocks the next mission when %s is complete",
    (from, to) => {
      expect(isLocked({}, to)).toBe(true);
      expect(isLocked(allPages(from), to)).toBe(false);
    },
  );

  it("follows the table exactly: m3 → m6, m2 → m0, m1 → m8, m7 → m2", () => {
    expect(UNLOCKS).toEqual({ m3: "m6", m2: "m0", m1: "m8", m7: "m2" });
  });

  it("keeps a mission locked while the one before it is only partly done", () => {
    expect(isLocked(visitPage({}, "m7", 0), "m2")).toBe(true);
  });

  it("does not unlock the next mission just because tags were opened", () => {
    const tagsOnly = ["a", "b", "c", "d", "e", "f"].reduce<Progress>(
      (p, t) => openTag(p, "m7", t),
      {},
    );
    expect(isLocked(tagsOnly, "m2")).toBe(true);
  });
});

describe("mission states", () => {
  it("lists every section with derived count, percent, locked and complete", () => {
    const states = missionStates(merge(allPages("m7"), visitPage({}, "m2", 3)));
    expect(states.map((s) => s.uid)).toEqual(SECTION_UIDS);
    expect(states.find((s) => s.uid === "m7")).toMatchObject({
      count: 6,
      percent: 100,
      complete: true,
      locked: false,
    });
    expect(states.find((s) => s.uid === "m2")).toMatchObject({
      pages: [3],
      count: 1,
      locked: false,
      complete: false,
    });
    expect(states.find((s) => s.uid === "m0")).toMatchObject({ locked: true, complete: false });
  });

  it("locks none for an account that teaches a class, and counts its progress as for anyone", () => {
    const progress = visitPage({}, "m2", 3);
    const states = missionStates(progress, { teaches: true });
    expect(states.filter((s) => s.locked)).toEqual([]);
    expect(states.find((s) => s.uid === "m2")).toMatchObject({ pages: [3], count: 1 });
    expect(missionStates(progress, { teaches: false })).toEqual(missionStates(progress));
  });
});

describe("reset", () => {
  it("returns to nothing visited, only the default set unlocked and none complete", () => {
    const states = missionStates(reset());
    const unlocked = SECTION_UIDS.filter((uid) => DEFAULT_UNLOCKED.includes(uid));
    expect(states.filter((s) => !s.locked).map((s) => s.uid)).toEqual(unlocked);
    expect(states.some((s) => s.complete || s.count > 0)).toBe(false);
  });
});

describe("what is left to send", () => {
  it("subtracts what the server accepted and keeps what arrived meanwhile", () => {
    const pending: Progress = {
      m7: { pages: [0, 1, 2], tags: ["everyday"] },
      m2: { pages: [0], tags: [] },
    };
    const sent: Progress = { m7: { pages: [0, 1], tags: ["everyday"] } };
    expect(subtract(pending, sent)).toEqual({
      m7: { pages: [2], tags: [] },
      m2: { pages: [0], tags: [] },
    });
  });

  it("leaves nothing when everything was accepted", () => {
    const p: Progress = { m0: { pages: [3], tags: ["deposit"] } };
    expect(subtract(p, p)).toEqual({});
    expect(isEmpty(subtract(p, p))).toBe(true);
    expect(isEmpty(p)).toBe(false);
  });

  it("reads progress back out of mission states, so states and progress round-trip", () => {
    const p: Progress = {
      m7: { pages: [0, 5], tags: ["kiwisaver"] },
      m2: { pages: [1], tags: [] },
    };
    expect(progressOf(missionStates(p))).toEqual({ ...p, ...emptyOthers(p) });
  });
});

function emptyOthers(p: Progress): Progress {
  return Object.fromEntries(
    SECTIONS.filter((s) => !(s.uid in p)).map((s) => [s.uid, { pages: [], tags: [] }]),
  );
}

describe("a topic's progress", () => {
  it("is the pages seen over all the pages of the topic's missions", () => {
    // m7 has 6 pages and m2 7: 3 of m7 and all of m2 is 10 of 13.
    const states = missionStates({
      m7: { pages: [0, 1, 2], tags: [] },
      m2: { pages: [0, 1, 2, 3, 4, 5, 6], tags: [] },
    });
    expect(topicPercent(states, ["m7", "m2"])).toBeCloseTo((10 / 13) * 100);
  });

  it("is 0 before anything is seen, and 100 when every mission is complete", () => {
    expect(topicPercent(missionStates({}), ["m9"])).toBe(0);
    const all = missionStates({ m9: { pages: Array.from({ length: 11 }, (_, i) => i), tags: [] } });
    expect(topicPercent(all, ["m9"])).toBe(100);
  });
});

describe("wholePercent, the one rounding rule for every percentage shown", () => {
  it("rounds down, so 100% is shown only when every page is seen", () => {
    expect(wholePercent((13 / 14) * 100)).toBe(92);
    expect(wholePercent(99.99)).toBe(99);
    expect(wholePercent((14 / 14) * 100)).toBe(100);
  });

  it("keeps a whole percentage that floating point lands just under", () => {
    expect(wholePercent((7 / 100) * 100)).toBe(7); // 7.000000000000001 and 6.99… alike
    expect(wholePercent(0.29 * 100)).toBe(29); // 28.999999999999996
  });
});
