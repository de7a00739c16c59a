import { describe, expect, it } from "vitest";
import { gridStudents, type GridInput } from "./grid";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const member = { uid: "u1", name: "Aroha", joinedAt: "2026-11-20T00:00:00.000Z" };

const cell = (input: Partial<GridInput>, uid = "m7") =>
  gridStudents({
    members: [member],
    progress: [],
    tallies: [],
    now: NOW,
    ...input,
  })[0]!.missions.find((m) => m.uid === uid)!;

describe("gridStudents", () => {
  it("gives every member a cell for each of the nine missions, not started by default", () => {
    const [row] = gridStudents({
      members: [member],
      progress: [],
      tallies: [],
      now: NOW,
    });
    expect(row!.missions).toHaveLength(9);
    expect(row!.missions.every((m) => m.status === "not-started")).toBe(true);
    expect(row!.lastActivity).toBeNull();
  });

  it("counts pages seen and the latest activity over the missions", () => {
    const [row] = gridStudents({
      members: [member],
      progress: [
        { uid: "u1", section: "m7", seen: 2, updatedAt: "2026-11-25T09:00:00.000Z" },
        { uid: "u1", section: "m2", seen: 1, updatedAt: "2026-11-26T09:00:00.000Z" },
      ],
      tallies: [],
      now: NOW,
    });
    expect(row!.lastActivity).toBe("2026-11-26T09:00:00.000Z");
    expect(row!.missions.find((m) => m.uid === "m7")).toMatchObject({
      status: "in-progress",
      label: "In progress (2 of 6 pages)",
      seen: 2,
    });
  });

  it("scores first tries per mission and marks two misses as needing help", () => {
    const found = cell({
      progress: [{ uid: "u1", section: "m7", seen: 3, updatedAt: NOW.toISOString() }],
      tallies: [{ uid: "u1", section: "m7", answered: 2, right: 0 }],
    });
    expect(found).toMatchObject({ status: "needs-help", firstTry: { answered: 2, right: 0 } });
  });

  it("keeps a mission with one first-try miss in progress, its score shown", () => {
    const found = cell({
      progress: [{ uid: "u1", section: "m7", seen: 3, updatedAt: NOW.toISOString() }],
      tallies: [{ uid: "u1", section: "m7", answered: 2, right: 1 }],
    });
    expect(found).toMatchObject({ status: "in-progress", firstTry: { answered: 2, right: 1 } });
  });
});
