import type { StoreApi } from "zustand";
import type { MissionsResponse } from "../../core/api/schemas";
import {
  isEmpty,
  isValidPage,
  progressOf,
  TAG_PATTERN,
  type Progress,
} from "../../core/progress/progress";
import { isSectionUid, type SectionUid } from "../../core/progress/sections";
import { ApiError, call } from "./api";
import { drainer } from "./drain";
import { localProgress, type LocalProgress } from "./local-progress";
import { useSession, type SessionState } from "./session";

/** Progress as the API takes it: fresh arrays of the queue's, which the device keeps read-only. */
export type Sendable = Partial<Record<SectionUid, { pages: number[]; tags: string[] }>>;

/** The queue in the shape the API accepts: known missions, pages in range, at most 100 each. */
function sendable(pending: Progress): Sendable {
  const out: Sendable = {};
  for (const [uid, section] of Object.entries(pending)) {
    if (!section || !isSectionUid(uid)) continue;
    const pages = section.pages.filter((p) => isValidPage(uid, p)).slice(0, 100);
    const tags = section.tags.filter((t) => TAG_PATTERN.test(t)).slice(0, 100);
    if (pages.length > 0 || tags.length > 0) out[uid] = { pages, tags };
  }
  return out;
}

const refused = (error: unknown) => error instanceof ApiError && error.status === 400;

/** New visits wait this long, so a page visit and a dialog opened with it travel together. */
export const GATHER_MS = 300;

export type SyncDeps = {
  session: StoreApi<Pick<SessionState, "status" | "refresh">>;
  local: LocalProgress;
  /** Sends visits to the account; answers the account's missions. */
  post: (sections: Sendable) => Promise<MissionsResponse>;
  listen: Listen;
};

export function createSync({ session, local, post, listen }: SyncDeps) {
  /** Sends the queue once; true when there may be more to send. */
  async function sendOnce(): Promise<boolean> {
    if (session.getState().status !== "signed-in") return false;
    await local.load();
    const snapshot = local.useLocalProgress.getState().pending;
    if (isEmpty(snapshot)) return false;
    const sections = sendable(snapshot);
    try {
      const missions = isEmpty(sections) ? null : await send(sections);
      // What the server took (or what it can never take) leaves the queue; later visits stay.
      await local.acknowledge(snapshot);
      // The account's union comes back into the device's copy, which every screen reads.
      if (missions) await local.absorbServer(progressOf(missions));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await session.getState().refresh();
      if (!refused(error)) return false; // offline or busy for now: the queue waits its chance
      // Refused even without tags: it never will be taken, and must not block later visits.
      await local.acknowledge(snapshot);
      return true;
    }
  }

  /**
   * Saves, and answers the account's missions. The server takes only the tags this version of
   * the content defines and refuses the whole request for one it does not (say, a device that
   * recorded an item since removed): then the visits go again without their tags.
   */
  async function send(sections: Sendable): Promise<MissionsResponse["missions"]> {
    try {
      return (await post(sections)).missions;
    } catch (error) {
      if (!refused(error)) throw error;
      const pagesOnly = Object.fromEntries(
        Object.entries(sections).map(([uid, s]) => [uid, { pages: s?.pages ?? [], tags: [] }]),
      );
      return (await post(pagesOnly)).missions;
    }
  }

  /**
   * Sends the device's queued visits to the account, one request at a time, until the queue is
   * empty or the server cannot be reached. Safe to call at any moment: requests never overlap.
   */
  const syncProgress = drainer(sendOnce);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let stops: (() => void)[] = [];

  return {
    syncProgress,
    /**
     * Sends the queue whenever it can make a difference: a new visit, signing in, the connection
     * returning, and coming back to the app (which also picks up what another device saved).
     */
    start(): void {
      if (stops.length > 0) return;
      stops = [
        local.useLocalProgress.subscribe((s, before) => {
          if (s.pending === before.pending || isEmpty(s.pending) || timer) return;
          timer = setTimeout(() => {
            timer = undefined;
            void syncProgress();
          }, GATHER_MS);
        }),
        session.subscribe((s, before) => {
          if (s.status === "signed-in" && before.status !== "signed-in") void syncProgress();
        }),
        listen({
          online: () => void syncProgress(),
          visible: () => {
            if (session.getState().status !== "signed-in") return;
            void session.getState().refresh().then(syncProgress);
          },
        }),
      ];
    },
    /** Stops listening; a request already on its way still completes. */
    stop(): void {
      for (const stop of stops) stop();
      stops = [];
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Calls `online` when the connection returns and `visible` when the app is shown again. */
export type Listen = (on: { online: () => void; visible: () => void }) => () => void;

/** The browser's "online" and the document becoming visible again. */
export const listenToBrowser: Listen = (on) => {
  const visible = () => {
    if (document.visibilityState === "visible") on.visible();
  };
  window.addEventListener("online", on.online);
  document.addEventListener("visibilitychange", visible);
  return () => {
    window.removeEventListener("online", on.online);
    document.removeEventListener("visibilitychange", visible);
  };
};

/** The app's one queue. */
export const {
  syncProgress,
  start: startSync,
  stop: stopSync,
} = createSync({
  session: useSession,
  local: localProgress,
  post: (body) => call("saveProgress", { sections: body }),
  listen: listenToBrowser,
});
