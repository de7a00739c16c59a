import type { MissionsResponse } from "../../core/api/schemas";
import {
  isEmpty,
  isValidPage,
  progressOf,
  TAG_PATTERN,
  type Progress,
} from "../../core/progress/progress";
import { isSectionUid, type SectionUid } from "../../core/progress/sections";
import { call, ApiError } from "./api";
import { absorbServer, acknowledge, loadLocalProgress, useLocalProgress } from "./local-progress";
import { useSession } from "./session";

/** Progress as the API takes it: fresh arrays of the queue's, which the device keeps read-only. */
type Sendable = Partial<Record<SectionUid, { pages: number[]; tags: string[] }>>;

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

/** Sends the queue once; true when there may be more to send. */
async function sendOnce(): Promise<boolean> {
  if (useSession.getState().status !== "signed-in") return false;
  await loadLocalProgress();
  const snapshot = useLocalProgress.getState().pending;
  if (isEmpty(snapshot)) return false;
  const sections = sendable(snapshot);
  try {
    const missions = isEmpty(sections) ? null : await send(sections);
    // What the server took (or what it can never take) leaves the queue; later visits stay.
    await acknowledge(snapshot);
    // The account's union comes back into the device's copy, which every screen reads.
    if (missions) await absorbServer(progressOf(missions));
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await useSession.getState().refresh();
    if (!refused(error)) return false; // offline or busy for now: the queue waits its chance
    // Refused even without tags: it never will be taken, and must not block later visits.
    await acknowledge(snapshot);
    return true;
  }
}

const refused = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * Saves, and answers the account's missions. The server takes only the tags this version of
 * the content defines and refuses the whole request for one it does not (say, a device that
 * recorded an item since removed): then the visits go again without their tags.
 */
async function send(sections: Sendable): Promise<MissionsResponse["missions"]> {
  const post = (body: Sendable) => call("saveProgress", { sections: body });
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

let running: Promise<void> | undefined;

/**
 * Sends the device's queued visits to the account, one request at a time, until the queue is
 * empty or the server cannot be reached. Safe to call at any moment: requests never overlap.
 */
export function syncProgress(): Promise<void> {
  running ??= (async () => {
    try {
      while (await sendOnce());
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** New visits wait this long, so a page visit and a dialog opened with it travel together. */
const GATHER_MS = 300;

/**
 * Sends the queue whenever it can make a difference: a new visit, signing in, the connection
 * returning, and coming back to the app (which also picks up what another device saved).
 */
export function startSync(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  useLocalProgress.subscribe((s, before) => {
    if (s.pending === before.pending || isEmpty(s.pending) || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void syncProgress();
    }, GATHER_MS);
  });
  useSession.subscribe((s, before) => {
    if (s.status === "signed-in" && before.status !== "signed-in") void syncProgress();
  });
  window.addEventListener("online", () => void syncProgress());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || useSession.getState().status !== "signed-in")
      return;
    void useSession.getState().refresh().then(syncProgress);
  });
}
