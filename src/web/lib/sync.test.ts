import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import { memoryDb, memoryStorage } from "../../../tests/support/device-fakes";
import type { MissionsResponse } from "../../core/api/schemas";
import { missionStates, type Progress } from "../../core/progress/progress";
import { ApiError } from "./api";
import { createLocalProgress } from "./local-progress";
import type { SessionState } from "./session";
import { createSync, GATHER_MS } from "./sync";

type Session = Pick<SessionState, "status" | "refresh">;
type On = { online: () => void; visible: () => void };

const VISIT: Progress = { m7: { pages: [0, 1], tags: ["everyday"] } };
const LATER: Progress = { m7: { pages: [2], tags: [] } };
const OFFLINE = new ApiError(0, "offline", "You seem to be offline.");
const REFUSED = new ApiError(400, "invalid", "Unknown tag");

/** The sync queue over a device in memory and a transport of the test's own. */
function setUp(status: Session["status"] = "signed-in") {
  const session = createStore<Session>(() => ({ status, refresh: vi.fn(async () => {}) }));
  const local = createLocalProgress({ db: memoryDb(), storage: () => memoryStorage() });
  const listening: { on?: On } = {};
  let inFlight = 0;
  let mostAtOnce = 0;
  const server = { answer: (): Promise<void> => Promise.resolve() };
  const post = vi.fn(async (sections: Progress): Promise<MissionsResponse> => {
    mostAtOnce = Math.max(mostAtOnce, ++inFlight);
    try {
      await server.answer();
      return { missions: missionStates(sections) };
    } finally {
      inFlight -= 1;
    }
  });
  const listen = (on: On) => {
    listening.on = on;
    return () => void delete listening.on;
  };
  const sync = createSync({ session, local, post, listen });
  sync.start();
  const pending = () => local.useLocalProgress.getState().pending;
  return { session, local, post, sync, listening, server, pending, mostAtOnce: () => mostAtOnce };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("the sync queue", () => {
  it("sends visits queued while offline once the connection returns, and empties the queue", async () => {
    const { local, post, listening, server, pending } = setUp();
    server.answer = () => Promise.reject(OFFLINE);
    await local.record(VISIT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(post).toHaveBeenCalledTimes(1);
    expect(pending()).toEqual(VISIT);

    server.answer = () => Promise.resolve();
    listening.on?.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenLastCalledWith(VISIT);
    expect(pending()).toEqual({});
  });

  it("sends the pages again without their tags when the server refuses a tag", async () => {
    const { local, post, server, pending } = setUp();
    server.answer = () =>
      post.mock.calls.length === 1 ? Promise.reject(REFUSED) : Promise.resolve();
    await local.record(VISIT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(post.mock.calls).toEqual([[VISIT], [{ m7: { pages: [0, 1], tags: [] } }]]);
    expect(pending()).toEqual({});
  });

  it("never has two requests on their way: a visit made during one goes in the next", async () => {
    const { local, post, sync, server, pending, mostAtOnce } = setUp();
    let answer = () => {};
    server.answer = () => new Promise<void>((resolve) => (answer = resolve));
    await local.record(VISIT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    await local.record(LATER);
    void sync.syncProgress();
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(post).toHaveBeenCalledTimes(1);

    server.answer = () => Promise.resolve();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(post.mock.calls).toEqual([[VISIT], [LATER]]);
    expect(mostAtOnce()).toBe(1);
    expect(pending()).toEqual({});
  });

  it("sends what a visitor queued once they sign in", async () => {
    const { local, post, session } = setUp("anonymous");
    await local.record(VISIT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(post).not.toHaveBeenCalled();
    session.setState({ status: "signed-in" });
    await vi.advanceTimersByTimeAsync(0);
    expect(post.mock.calls).toEqual([[VISIT]]);
  });

  it("after stop(), neither a new visit nor signing in sends anything, and it no longer listens to the browser", async () => {
    const { local, post, sync, session, listening } = setUp("anonymous");
    sync.stop();
    expect(listening.on).toBeUndefined();
    await local.record(VISIT);
    session.setState({ status: "signed-in" });
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(post).not.toHaveBeenCalled();
  });
});
