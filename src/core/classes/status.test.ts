import { describe, expect, it } from "vitest";
import { missionStatus, statusLabel, type StatusInput } from "./status";

const NOW = new Date("2026-11-26T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const input = (over: Partial<StatusInput>): StatusInput => ({
  seen: 0,
  total: 6,
  firstTryMisses: 0,
  lastActivity: null,
  now: NOW,
  ...over,
});

describe("missionStatus", () => {
  it("is not started with no page seen", () => {
    const status = missionStatus(input({ seen: 0 }));
    expect(status).toEqual({ kind: "not-started" });
    expect(statusLabel(status)).toBe("Not started");
  });

  it("is in progress with n of m pages when started recently and not missed", () => {
    const status = missionStatus(input({ seen: 2, lastActivity: daysAgo(6.9) }));
    expect(status).toEqual({ kind: "in-progress", seen: 2, total: 6 });
    expect(statusLabel(status)).toBe("In progress (2 of 6 pages)");
  });

  it("is done when every page is seen, however many first tries missed or days passed", () => {
    const status = missionStatus(input({ seen: 6, firstTryMisses: 5, lastActivity: daysAgo(30) }));
    expect(status).toEqual({ kind: "done" });
    expect(statusLabel(status)).toBe("Done");
  });

  it("needs help after seven days without progress on a started mission", () => {
    const status = missionStatus(input({ seen: 3, lastActivity: daysAgo(7) }));
    expect(status).toEqual({ kind: "needs-help", seen: 3, total: 6, reason: "stalled" });
    expect(statusLabel(status)).toBe("Needs help (3 of 6 pages)");
  });

  it("needs help after two first-try misses, however recent the progress", () => {
    expect(missionStatus(input({ seen: 1, firstTryMisses: 2, lastActivity: NOW }))).toMatchObject({
      kind: "needs-help",
      reason: "missed",
    });
    expect(missionStatus(input({ seen: 1, firstTryMisses: 1, lastActivity: NOW })).kind).toBe(
      "in-progress",
    );
  });

  it("does not count a mission not started as needing help, however long ago", () => {
    expect(missionStatus(input({ firstTryMisses: 3, lastActivity: daysAgo(40) })).kind).toBe(
      "not-started",
    );
  });
});
