import { delMany, getMany, setMany } from "idb-keyval";
import { create } from "zustand";
import { merge, subtract, type Progress } from "../../core/progress/progress";

const PROGRESS = "rocket.progress";
const PENDING = "rocket.pending";

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

let loading: Promise<void> | undefined;

/** Reads the device's stores once; every change waits for it, so a write never drops a read. */
export function loadLocalProgress(): Promise<void> {
  loading ??= getMany<Progress | undefined>([PROGRESS, PENDING])
    .catch(() => [undefined, undefined]) // storage blocked: memory only
    .then(([progress = {}, pending = {}]) => {
      const s = useLocalProgress.getState();
      useLocalProgress.setState({
        progress: merge(s.progress, progress),
        pending: merge(s.pending, pending),
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
    ]).catch(() => {
      // Storage blocked or full: the session keeps it in memory, the server gets it when online.
    });
  };
  return useLocalProgress.getState().loaded ? apply() : loadLocalProgress().then(apply);
}

/** A visit or an opened item: kept on the device and queued for the account. */
export const recordLocal = (more: Progress) =>
  update((s) => ({ progress: merge(s.progress, more), pending: merge(s.pending, more) }));

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
  await delMany([PROGRESS, PENDING]).catch(() => undefined);
}
