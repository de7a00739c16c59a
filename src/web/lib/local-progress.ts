import { delMany, getMany, setMany } from "idb-keyval";
import { create } from "zustand";
import { isEmpty, merge, subtract, type Progress } from "../../core/progress/progress";
import { parseProgress } from "../../core/progress/stored-progress";

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

export type LocalProgressDeps = {
  /** IndexedDB's keys and values (idb-keyval's); any read or write may fail. */
  db: {
    getMany: (keys: string[]) => Promise<unknown[]>;
    setMany: (entries: [string, unknown][]) => Promise<void>;
    delMany: (keys: string[]) => Promise<void>;
  };
  /** localStorage, read when used: it may be missing or throw (blocked, private mode). */
  storage: () => Pick<Storage, "getItem" | "setItem" | "removeItem">;
};

export type LocalProgress = ReturnType<typeof createLocalProgress>;

/**
 * Progress on this device, signed in or not (spec: progress is stored on the device first).
 * Every change is a set union, so nothing recorded is ever lost. `load` is its start: it reads
 * the device's stores once; it has nothing to stop, as it listens to nothing.
 */
export function createLocalProgress({ db, storage }: LocalProgressDeps) {
  const useLocalProgress = create<LocalProgressState>(() => ({
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
      return parseProgress(JSON.parse(storage().getItem(UNSTORED) ?? "{}"));
    } catch {
      return {}; // storage blocked or the entry unreadable: nothing kept
    }
  }

  function keepUnstored(progress: Progress): void {
    try {
      if (isEmpty(progress)) storage().removeItem(UNSTORED);
      else storage().setItem(UNSTORED, JSON.stringify(progress));
    } catch {
      // Storage blocked or full: IndexedDB's write is the only copy, as before.
    }
  }

  let loading: Promise<void> | undefined;

  /** Reads the device's stores once; every change waits for it, so a write never drops a read. */
  function load(): Promise<void> {
    loading ??= db
      .getMany([PROGRESS, PENDING])
      .catch(() => []) // storage blocked: memory only
      .then(([progress, pending]) => {
        const s = useLocalProgress.getState();
        const kept = unstored();
        useLocalProgress.setState({
          progress: merge(merge(s.progress, parseProgress(progress)), kept),
          pending: merge(merge(s.pending, parseProgress(pending)), kept),
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
      await db
        .setMany([
          [PROGRESS, progress],
          [PENDING, pending],
        ])
        .then(
          // What this write held is stored; a visit recorded while it was under way stays kept.
          () => keepUnstored(subtract(unstored(), progress)),
          () => {
            // Storage blocked or full: the session keeps it in memory, the server gets it online.
          },
        );
    };
    return useLocalProgress.getState().loaded ? apply() : load().then(apply);
  }

  return {
    useLocalProgress,
    load,
    /** A visit or an opened item: kept on the device and queued for the account. */
    record(more: Progress): Promise<void> {
      keepUnstored(merge(unstored(), more));
      return update((s) => ({
        progress: merge(s.progress, more),
        pending: merge(s.pending, more),
      }));
    },
    /** The account's progress as the server answered it: kept on the device, nothing to send. */
    absorbServer: (server: Progress) => update((s) => ({ progress: merge(s.progress, server) })),
    /** Queues everything on this device for the account (on signing in: merge, never lose). */
    queueAll: () => update((s) => ({ pending: merge(s.pending, s.progress) })),
    /** The server accepted `sent`: only what arrived since stays queued. */
    acknowledge: (sent: Progress) => update((s) => ({ pending: subtract(s.pending, sent) })),
    /** Signing out or deleting the account: this device forgets the account's progress. */
    async clear(): Promise<void> {
      await load();
      useLocalProgress.setState({ progress: {}, pending: {} });
      keepUnstored({});
      await db.delMany([PROGRESS, PENDING]).catch(() => undefined);
    },
  };
}

/** The app's one copy: IndexedDB through idb-keyval, and localStorage. */
export const localProgress = createLocalProgress({
  db: { getMany, setMany, delMany },
  storage: () => localStorage,
});

export const {
  useLocalProgress,
  load: loadLocalProgress,
  record: recordLocal,
  absorbServer,
  queueAll,
  acknowledge,
  clear: clearLocalProgress,
} = localProgress;
