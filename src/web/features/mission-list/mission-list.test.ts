import { describe, expect, it } from "vitest";
import { chunk, DEFAULT_MODE, GRID, parseMode, PLANETS, unlockHint } from "./mission-list";

describe("chunk", () => {
  it("puts four missions on each slide, the rest on the last", () => {
    expect(chunk([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
  });

  it("gives one slide for three missions and none for none", () => {
    expect(chunk(["a", "b", "c"], 4)).toEqual([["a", "b", "c"]]);
    expect(chunk([], 4)).toEqual([]);
  });
});

describe("unlockHint", () => {
  it("names the mission whose completion unlocks a locked one", () => {
    expect(unlockHint("m2")).toBe("Finish Types of bank accounts to unlock");
    expect(unlockHint("m0")).toBe("Finish Types of cards to unlock");
    expect(unlockHint("m6")).toBe("Finish Student loans to unlock");
    expect(unlockHint("m8")).toBe("Finish Impact of savings to unlock");
  });

  it("falls back to a general hint for a mission nothing in the table unlocks", () => {
    expect(unlockHint("m10")).toBe("Finish other missions to unlock");
  });
});

describe("parseMode", () => {
  it("reads the stored planets and grid modes", () => {
    expect(parseMode("0")).toBe(PLANETS);
    expect(parseMode("1")).toBe(GRID);
  });

  it("starts in the default mode when nothing valid is stored", () => {
    expect(parseMode(null)).toBe(DEFAULT_MODE);
    expect(parseMode("planets")).toBe(DEFAULT_MODE);
  });
});
