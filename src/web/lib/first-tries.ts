import type { StoreApi } from "zustand";
import { ApiError, call } from "./api";
import { drainer } from "./drain";
import { FIRST_TRIES_QUEUE as QUEUE, useSession, type SessionState } from "./session";
import { GATHER_MS, listenToBrowser, type Listen } from "./sync";

/** A first answer as the API takes it: the option chosen first, and when (issue 24.10). */
export type FirstTry = { question: string; option: number; answeredAt: string };

/** The queue as kept on the device: whose answers they are, and the answers. */
type Queue = { uid: string; answers: FirstTry[] };

/** The most answers one request may carry (the API's limit). */
const BATCH = 50;

export type FirstTriesDeps = {
  session: StoreApi<Pick<SessionState, "status" | "me" | "refresh">>;
  /** localStorage, read when used: it may be missing or throw (blocked, private mode). */
  storage: () => Pick<Storage, "getItem" | "setItem" | "removeItem">;
  post: (answers: FirstTry[]) => Promise<unknown>;
  listen: Listen;
};

const isFirstTry = (value: unknown): value is FirstTry =>
  typeof value === "object" &&
  value !== null &&
  "question" in value &&
  typeof value.question === "string" &&
  "option" in value &&
  Number.isInteger(value.option) &&
  "answeredAt" in value &&
  typeof value.answeredAt === "string";

/** A stored queue, or null when there is none or it is unreadable (then nothing is sent). */
function parseQueue(text: string | null): Queue | null {
  try {
    const value: unknown = JSON.parse(text ?? "null");
    if (typeof value !== "object" || value === null) return null;
    if (!("uid" in value) || typeof value.uid !== "string") return null;
    if (!("answers" in value) || !Array.isArray(value.answers)) return null;
    return { uid: value.uid, answers: value.answers.filter(isFirstTry) };
  } catch {
    return null;
  }
}

/** The API will never take these: sending them again would only be refused again. */
const refused = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 403);

/**
 * A signed-in student's first answers to quiz questions, queued on the device with the time
 * each was given, and sent to the account when it can be: at once, and again when the
 * connection returns or the app is shown again. The queue is in localStorage, whose writes are
 * done when they return, so an answer survives going offline, a reload or a closed tab.
 *
 * Visitors' answers are neither kept nor sent. The queue belongs to one account: the session
 * ending empties it, and answers queued by another account are never sent as this one's. The
 * server keeps answers only from a member of a class (and only the first per question); what it
 * refuses (not in a class, or removed from it) leaves the queue, so it is not sent for ever.
 */
export function createFirstTries({ session, storage, post, listen }: FirstTriesDeps) {
  function read(): Queue | null {
    try {
      return parseQueue(storage().getItem(QUEUE));
    } catch {
      return null;
    }
  }

  function write(queue: Queue | null): void {
    try {
      if (!queue || queue.answers.length === 0) storage().removeItem(QUEUE);
      else storage().setItem(QUEUE, JSON.stringify(queue));
    } catch {
      // Storage blocked or full: this answer is not kept.
    }
  }

  const signedInAs = () => {
    const { status, me } = session.getState();
    return status === "signed-in" && me ? me.user.uid : null;
  };

  /** Takes `sent` out of the queue; answers queued while they were on their way stay. */
  function drop(uid: string, sent: readonly FirstTry[]): void {
    const queue = read();
    if (!queue || queue.uid !== uid) return;
    const gone = new Set(sent.map((a) => a.question));
    write({ uid, answers: queue.answers.filter((a) => !gone.has(a.question)) });
  }

  /** Sends one batch; true when there may be more to send. */
  async function sendOnce(): Promise<boolean> {
    const uid = signedInAs();
    const queue = read();
    if (!uid || !queue) return false;
    if (queue.uid !== uid) {
      write(null);
      return false;
    }
    const batch = queue.answers.slice(0, BATCH);
    try {
      await post(batch);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await session.getState().refresh();
      if (!refused(error)) return false; // offline or busy for now: the queue waits its chance
    }
    drop(uid, batch);
    return true;
  }

  /** Sends the queue, one request at a time, until it is empty or cannot be sent now. */
  const send = drainer(sendOnce);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let stops: (() => void)[] = [];

  return {
    send,
    /** Queues the option chosen first on a question, unless one is queued for it already. */
    record(question: string, option: number, at = new Date()): void {
      const uid = signedInAs();
      if (!uid) return;
      const queue = read();
      const answers = queue?.uid === uid ? queue.answers : [];
      if (answers.some((a) => a.question === question)) return;
      write({ uid, answers: [...answers, { question, option, answeredAt: at.toISOString() }] });
      // Two questions answered within a moment travel together.
      timer ??= setTimeout(() => {
        timer = undefined;
        void send();
      }, GATHER_MS);
    },
    /** Follows the session from now on, starting from where it stands. */
    start(): void {
      if (stops.length > 0) return;
      const follow = (status: SessionState["status"]) => {
        if (status === "signed-in") void send();
        else if (status === "anonymous") write(null);
      };
      stops = [
        session.subscribe((s, before) => {
          if (s.status !== before.status) follow(s.status);
        }),
        listen({ online: () => void send(), visible: () => void send() }),
      ];
      follow(session.getState().status);
    },
    stop(): void {
      for (const stop of stops) stop();
      stops = [];
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The app's one queue of first answers. */
export const {
  record: recordFirstTry,
  start: startFirstTries,
  stop: stopFirstTries,
} = createFirstTries({
  session: useSession,
  storage: () => localStorage,
  post: (answers) => call("saveFirstTries", { answers }),
  listen: listenToBrowser,
});
