import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inTurns } from "./in-turns";

describe("start-up steps in turns", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs the first step at once and each other in a task of its own, in order", () => {
    const ran: string[] = [];
    inTurns([() => void ran.push("a"), () => void ran.push("b"), () => void ran.push("c")]);
    expect(ran).toEqual(["a"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b", "c"]);
  });

  it("when stopped, runs no more steps and undoes those that ran, last first", () => {
    const log: string[] = [];
    const stop = inTurns([
      () => () => void log.push("undo a"),
      () => () => void log.push("undo b"),
      () => () => void log.push("undo c"),
    ]);
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(log).toEqual(["undo b", "undo a"]);
  });
});
