import { delMany, getMany, setMany } from "idb-keyval";
import { create } from "zustand";
import { isEmpty, merge, subtract, type Progress } from "../../core/progress/progress";

const PROGRESS = "rocket.progress";
const PENDING = "rocket.pending";
const UNSTORED = "rocket.unstored";

type LocalProgressState = {
  /** Everything this device knows: its own visits, and the account's when signed in. */
  progress: Progress;
  /** Visits the server has not accepted yet: the sync queue, kept across restarts. */
  pending: Progress;
  loaded: boolean;
};

/**
 * Progress on this device, in IndexedDB, signed in or not (spec: progress is stored on the
 * device first). Every change is a set union, so nothing recorded is ever lost.
 */
export const useLocalProgress = create<LocalProgressState>(() => ({
  progress: {},
  pending: {},
  loaded: false,
}));

/**
 * Visits recorded but not yet in IndexedDB. A reload or a closed tab aborts an IndexedDB write
 * still under way, so each visit is first kept here, in localStorage, whose writes are done
 * when they return; it is merged back on loading and emptied once IndexedDB holds it.
 */
function unstored(): Progress {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(UNSTORED) ?? "{}");
    return typeof kept === "object" && kept !== null && !Array.isArray(kept) ? kept : {};
  } catch {
    return {}; // storage blocked or the entry unreadable: nothing kept
  }
}

function keepUnstored(progress: Progress): void {
  try {
    if (isEmpty(progress)) localStorage.removeItem(UNSTORED);
    else localStorage.setItem(UNSTORED, JSON.stringify(progress));
  } catch {
    // Storage blocked or full: IndexedDB's write is the only copy, as before.
  }
}

let loading: Promise<void> | undefined;

/** Reads the device's stores once; every change waits for it, so a write never drops a read. */
export function loadLocalProgress(): Promise<void> {
  loading ??= getMany<Progress | undefined>([PROGRESS, PENDING])
    .catch(() => [undefined, undefined]) // storage blocked: memory only
    .then(([progress = {}, pending = {}]) => {
      const s = useLocalProgress.getState();
      const kept = unstored();
      useLocalProgress.setState({
        progress: merge(merge(s.progress, progress), kept),
        pending: merge(merge(s.pending, pending), kept),
        loaded: true,
      });
    });
  return loading;
}

/** Changes the state at once when loaded (screens see it in the same tick), then stores it. */
function update(change: (s: LocalProgressState) => Partial<LocalProgressState>): Promise<void> {
  const apply = async () => {
    useLocalProgress.setState(change(useLocalProgress.getState()));
    const { progress, pending } = useLocalProgress.getState();
    // One transaction: a tab closed mid-write keeps both or neither, never a visit shown as
    // done on the device but missing from the queue that sends it to the account.
    await setMany([
      [PROGRESS, progress],
      [PENDING, pending],
    ]).then(
      // What this write held is stored; a visit recorded while it was under way stays kept.
      () => keepUnstored(subtract(unstored(), progress)),
      () => {
        // Storage blocked or full: the session keeps it in memory, the server gets it when online.
      },
    );
  };
  return useLocalProgress.getState().loaded ? apply() : loadLocalProgress().then(apply);
}

/** A visit or an opened item: kept on the device and queued for the account. */
export function recordLocal(more: Progress): Promise<void> {
  keepUnstored(merge(unstored(), more));
  return update((s) => ({ progress: merge(s.progress, more), pending: merge(s.pending, more) }));
}

/** The account's progress as the server answered it: kept on the device, nothing to send. */
export const absorbServer = (server: Progress) =>
  update((s) => ({ progress: merge(s.progress, server) }));

/** Queues everything on this device for the account (on signing in: merge, never lose). */
export const queueAll = () => update((s) => ({ pending: merge(s.pending, s.progress) }));

/** The server accepted `sent`: only what arrived since stays queued. */
export const acknowledge = (sent: Progress) =>
  update((s) => ({ pending: subtract(s.pending, sent) }));

/** Signing out or deleting the account: this device forgets the account's progress. */
export async function clearLocalProgress(): Promise<void> {
  await loadLocalProgress();
  useLocalProgress.setState({ progress: {}, pending: {} });
  keepUnstored({});
  await delMany([PROGRESS, PENDING]).catch(() => undefined);
}
