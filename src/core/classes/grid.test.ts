import { describe, expect, it } from "vitest";
import { GRID_MISSIONS, gridRow, gridStudents, type GridInput } from "./grid";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const member = { uid: "u1", name: "Aroha", joinedAt: "2026-11-20T00:00:00.000Z" };

/** The one member's row as the answer carries it. */
const dataOf = (input: Partial<GridInput>) =>
  gridStudents({ members: [member], progress: [], tallies: [], now: NOW, ...input })[0]!;
/** The one member's row as the screens show it. */
const rowOf = (input: Partial<GridInput>) => gridRow(dataOf(input));
const cell = (input: Partial<GridInput>, uid = "m7") =>
  rowOf(input).missions.find((m) => m.uid === uid)!;

describe("gridStudents", () => {
  it("gives every member a cell for each of the nine missions, not started by default", () => {
    const row = rowOf({});
    expect(row.missions).toHaveLength(9);
    expect(row.missions.every((m) => m.status === "not-started")).toBe(true);
    expect(row.missions.every((m) => m.label === "Not started")).toBe(true);
    expect(row.lastActivity).toBeNull();
  });

  it("carries each cell as status, pages seen, first answers and right, in the missions' order", () => {
    const data = dataOf({
      progress: [{ uid: "u1", section: "m7", seen: 9, updatedAt: NOW.toISOString() }],
      tallies: [{ uid: "u1", section: "m7", answered: 2, right: 1 }],
    });
    const m7 = GRID_MISSIONS.findIndex((m) => m.uid === "m7");
    expect(data.cells).toHaveLength(GRID_MISSIONS.length);
    expect(data.cells[m7]).toEqual(["done", GRID_MISSIONS[m7]!.total, 2, 1]);
    expect(data.cells.filter((c) => c[0] === "not-started")).toHaveLength(8);
  });

  it("counts pages seen and the latest activity over the missions", () => {
    const row = rowOf({
      progress: [
        { uid: "u1", section: "m7", seen: 2, updatedAt: "2026-11-25T09:00:00.000Z" },
        { uid: "u1", section: "m2", seen: 1, updatedAt: "2026-11-26T09:00:00.000Z" },
      ],
    });
    expect(row.lastActivity).toBe("2026-11-26T09:00:00.000Z");
    expect(row.missions.find((m) => m.uid === "m7")).toMatchObject({
      status: "in-progress",
      label: "In progress (2 of 6 pages)",
      seen: 2,
      total: 6,
    });
  });

  it("scores first tries per mission and marks two misses as needing help", () => {
    const found = cell({
      progress: [{ uid: "u1", section: "m7", seen: 3, updatedAt: NOW.toISOString() }],
      tallies: [{ uid: "u1", section: "m7", answered: 2, right: 0 }],
    });
    expect(found).toMatchObject({
      status: "needs-help",
      label: "Needs help (3 of 6 pages)",
      firstTry: { answered: 2, right: 0 },
    });
  });

  it("keeps a mission with one first-try miss in progress, its score shown", () => {
    const found = cell({
      progress: [{ uid: "u1", section: "m7", seen: 3, updatedAt: NOW.toISOString() }],
      tallies: [{ uid: "u1", section: "m7", answered: 2, right: 1 }],
    });
    expect(found).toMatchObject({ status: "in-progress", firstTry: { answered: 2, right: 1 } });
  });
});
