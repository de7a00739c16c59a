import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import { memoryStorage } from "../../../tests/support/device-fakes";
import type { MeResponse } from "../../core/api/schemas";
import { ApiError } from "./api";
import { createFirstTries, type FirstTry } from "./first-tries";
import type { SessionState } from "./session";
import { GATHER_MS } from "./sync";

type Session = Pick<SessionState, "status" | "me" | "refresh">;
type On = { online: () => void; visible: () => void };

const me = (uid: string) => ({ user: { uid } }) as MeResponse;
const OFFLINE = new ApiError(0, "offline", "You seem to be offline.");
const REMOVED = new ApiError(403, "not_in_class", "Not in a class.");
const AT = new Date("2026-11-26T09:30:00.000Z");

/** The queue over a device's storage of the test's own and a transport that answers `server`. */
function setUp(status: Session["status"] = "signed-in", storage = memoryStorage()) {
  const session = createStore<Session>(() => ({
    status,
    me: status === "signed-in" ? me("u1") : null,
    refresh: vi.fn(async () => {}),
  }));
  const server = { answer: (): Promise<void> => Promise.resolve() };
  const post = vi.fn(async (_: FirstTry[]) => server.answer());
  const listening: { on?: On } = {};
  const queue = createFirstTries({
    session,
    storage: () => storage,
    post,
    listen: (on) => {
      listening.on = on;
      return () => void delete listening.on;
    },
  });
  queue.start();
  const stored = () => storage.getItem("rocket.first-tries");
  return { session, storage, server, post, listening, queue, stored };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("the first-try queue", () => {
  it("keeps and sends nothing for a visitor", async () => {
    const { queue, post, stored } = setUp("anonymous");
    queue.record("m7-q1", 2, AT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(stored()).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the option chosen first on each question, with its time, in one request", async () => {
    const { queue, post, stored } = setUp();
    queue.record("m7-q1", 2, AT);
    queue.record("m7-q1", 0);
    queue.record("m7-q2", 1, AT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith([
      { question: "m7-q1", option: 2, answeredAt: AT.toISOString() },
      { question: "m7-q2", option: 1, answeredAt: AT.toISOString() },
    ]);
    expect(stored()).toBeNull();
  });

  it("keeps an answer made offline through a reload, and sends it when the connection returns", async () => {
    const first = setUp();
    first.server.answer = () => Promise.reject(OFFLINE);
    first.queue.record("m7-q1", 2, AT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(first.post).toHaveBeenCalledTimes(1);
    expect(first.stored()).not.toBeNull();
    first.queue.stop();

    const reloaded = setUp("signed-in", first.storage);
    reloaded.listening.on?.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.post).toHaveBeenCalledWith([
      { question: "m7-q1", option: 2, answeredAt: AT.toISOString() },
    ]);
    expect(reloaded.stored()).toBeNull();
  });

  it("drops answers the server refuses (a removed student's) and never sends them again", async () => {
    const { queue, post, server, listening, stored } = setUp();
    server.answer = () => Promise.reject(REMOVED);
    queue.record("m7-q1", 2, AT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(stored()).toBeNull();
    listening.on?.online();
    listening.on?.visible();
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("never sends answers another account queued on this device, and forgets them", async () => {
    const storage = memoryStorage({
      "rocket.first-tries": JSON.stringify({
        uid: "someone-else",
        answers: [{ question: "m7-q1", option: 2, answeredAt: AT.toISOString() }],
      }),
    });
    const { queue, post, stored } = setUp("signed-in", storage);
    await queue.send();
    expect(post).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it("empties the queue when the session ends", async () => {
    const { queue, server, session, stored } = setUp();
    server.answer = () => Promise.reject(OFFLINE);
    queue.record("m7-q1", 2, AT);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(stored()).not.toBeNull();
    session.setState({ status: "anonymous", me: null });
    expect(stored()).toBeNull();
  });

  it("sends what a signed-in account left queued as soon as it starts", async () => {
    const storage = memoryStorage({
      "rocket.first-tries": JSON.stringify({
        uid: "u1",
        answers: [{ question: "m7-q1", option: 2, answeredAt: AT.toISOString() }],
      }),
    });
    const { post, stored } = setUp("signed-in", storage);
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledWith([
      { question: "m7-q1", option: 2, answeredAt: AT.toISOString() },
    ]);
    expect(stored()).toBeNull();
  });

  it("forgets answers left on the device when it starts with no one signed in", () => {
    const storage = memoryStorage({
      "rocket.first-tries": JSON.stringify({
        uid: "u1",
        answers: [{ question: "m7-q1", option: 2, answeredAt: AT.toISOString() }],
      }),
    });
    const { post, stored } = setUp("anonymous", storage);
    expect(stored()).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });
});
