import { describe, expect, it } from "vitest";
import { gridRow, type GridRowData } from "../../../core/classes/grid";
import { FIRST_SORT, needsHelp, nextSort, sortStudents } from "./grid-sort";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const joinedAt = "2026-11-20T00:00:00.000Z";
const row = (uid: string, name: string, progress: GridRowData["progress"] = {}): GridRowData => ({
  uid,
  name,
  joinedAt,
  progress,
  tallies: {},
});
const students = [
  row("done", "Zoe", { m7: [6, "2026-11-26T09:00:00.000Z"] }),
  row("idle", "aroha"),
  row("help", "Mere", { m7: [2, "2026-11-01T09:00:00.000Z"] }),
  row("going", "Bea", { m7: [1, "2026-11-25T09:00:00.000Z"] }),
].map((s) => gridRow(s, NOW));
const names = new Map(students.map((s) => [s.uid, s.name]));
const order = (list: { uid: string }[]) => list.map((s) => s.uid);

describe("sortStudents", () => {
  it("sorts by name whatever the case, both ways", () => {
    expect(order(sortStudents(students, names, FIRST_SORT))).toEqual([
      "idle",
      "going",
      "help",
      "done",
    ]);
    expect(order(sortStudents(students, names, { key: "name", direction: "descending" }))).toEqual([
      "done",
      "help",
      "going",
      "idle",
    ]);
  });

  it("puts who needs help first in a mission's column, then not started, in progress, done", () => {
    expect(order(sortStudents(students, names, { key: "m7", direction: "ascending" }))).toEqual([
      "help",
      "idle",
      "going",
      "done",
    ]);
  });

  it("puts a student who never synced first, as longest ago", () => {
    expect(order(sortStudents(students, names, { key: "synced", direction: "ascending" }))).toEqual(
      ["idle", "help", "going", "done"],
    );
  });

  it("sorts by the names shown, so projector mode's initials keep their own order", () => {
    const shown = new Map([
      ["done", "A"],
      ["idle", "D"],
      ["help", "B"],
      ["going", "C"],
    ]);
    expect(order(sortStudents(students, shown, FIRST_SORT))).toEqual([
      "done",
      "help",
      "going",
      "idle",
    ]);
  });
});

describe("nextSort", () => {
  it("flips the column already sorted and starts another ascending", () => {
    expect(nextSort(FIRST_SORT, "name")).toEqual({ key: "name", direction: "descending" });
    expect(nextSort(FIRST_SORT, "m2")).toEqual({ key: "m2", direction: "ascending" });
  });
});

describe("needsHelp", () => {
  it("is true for a student who needs help in any mission", () => {
    expect(students.filter(needsHelp).map((s) => s.uid)).toEqual(["help"]);
  });
});
