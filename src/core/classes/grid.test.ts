import { describe, expect, it } from "vitest";
import { GRID_MISSIONS, gridRow, type GridRowData } from "./grid";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const member = { uid: "u1", name: "Aroha", joinedAt: "2026-11-20T00:00:00.000Z" };

/** The one member's row as the screens show it, from the facts the server sends. */
const rowOf = (facts: Partial<Pick<GridRowData, "progress" | "tallies">>) =>
  gridRow({ ...member, progress: {}, tallies: {}, ...facts }, NOW);
const cell = (facts: Parameters<typeof rowOf>[0], uid = "m7") =>
  rowOf(facts).missions.find((m) => m.uid === uid)!;

describe("gridRow", () => {
  it("gives every member a cell for each of the nine missions, not started by default", () => {
    const row = rowOf({});
    expect(row.missions).toHaveLength(9);
    expect(row.missions.every((m) => m.status === "not-started")).toBe(true);
    expect(row.missions.every((m) => m.label === "Not started")).toBe(true);
    expect(row.lastActivity).toBeNull();
    expect(row).toMatchObject(member);
  });

  it("puts the cells in the missions' order, a mission with every page seen done", () => {
    const row = rowOf({ progress: { m7: [9, NOW.toISOString()] }, tallies: { m7: [2, 1] } });
    expect(row.missions.map((m) => m.uid)).toEqual(GRID_MISSIONS.map((m) => m.uid));
    const total = GRID_MISSIONS.find((m) => m.uid === "m7")!.total;
    expect(cell({ progress: { m7: [9, NOW.toISOString()] }, tallies: { m7: [2, 1] } })).toEqual({
      uid: "m7",
      status: "done",
      label: "Done",
      seen: total,
      total,
      firstTry: { answered: 2, right: 1 },
    });
    expect(row.missions.filter((c) => c.status === "not-started")).toHaveLength(8);
  });

  it("counts pages seen and the latest activity over the missions", () => {
    const row = rowOf({
      progress: { m7: [2, "2026-11-25T09:00:00.000Z"], m2: [1, "2026-11-26T09:00:00.000Z"] },
    });
    expect(row.lastActivity).toBe("2026-11-26T09:00:00.000Z");
    expect(row.missions.find((m) => m.uid === "m7")).toMatchObject({
      status: "in-progress",
      label: "In progress (2 of 6 pages)",
      seen: 2,
      total: 6,
    });
  });

  it("marks a started mission untouched for seven days by the server's clock as needing help", () => {
    const progress = { m7: [2, "2026-11-19T10:00:00.000Z"] } satisfies GridRowData["progress"];
    expect(cell({ progress })).toMatchObject({ status: "needs-help" });
    const dayEarlier = gridRow(
      { ...member, progress, tallies: {} },
      new Date("2026-11-26T09:59:59.000Z"),
    );
    expect(dayEarlier.missions.find((m) => m.uid === "m7")).toMatchObject({
      status: "in-progress",
    });
  });

  it("scores first tries per mission and marks two misses as needing help", () => {
    const found = cell({ progress: { m7: [3, NOW.toISOString()] }, tallies: { m7: [2, 0] } });
    expect(found).toMatchObject({
      status: "needs-help",
      label: "Needs help (3 of 6 pages)",
      firstTry: { answered: 2, right: 0 },
    });
  });

  it("keeps a mission with one first-try miss in progress, its score shown", () => {
    const found = cell({ progress: { m7: [3, NOW.toISOString()] }, tallies: { m7: [2, 1] } });
    expect(found).toMatchObject({ status: "in-progress", firstTry: { answered: 2, right: 1 } });
  });
});
