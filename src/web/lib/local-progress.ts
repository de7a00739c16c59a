import { del, get, set } from "idb-keyval";
import { create } from "zustand";
import { merge, type Progress } from "../../core/progress/progress";

const KEY = "rocket.progress";

type LocalProgressState = {
  progress: Progress;
  loaded: boolean;
  load: () => Promise<void>;
  /** Adds to what this device has recorded (a set union: nothing is ever lost). */
  add: (more: Progress) => Promise<void>;
  clear: () => Promise<void>;
};

/** Progress recorded on this device, in IndexedDB, whether or not the student is signed in. */
export const useLocalProgress = create<LocalProgressState>((setState, getState) => ({
  progress: {},
  loaded: false,
  load: async () => {
    const stored = (await get<Progress>(KEY)) ?? {};
    setState({ progress: merge(getState().progress, stored), loaded: true });
  },
  add: async (more) => {
    const progress = merge(getState().progress, more);
    setState({ progress });
    await set(KEY, progress);
  },
  clear: async () => {
    setState({ progress: {} });
    await del(KEY);
  },
}));
