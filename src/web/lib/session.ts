import { del, get, set as store } from "idb-keyval";
import { create } from "zustand";
import type { MeResponse } from "../../core/api/schemas";
import { parseMe } from "../../core/api/stored";
import { progressOf } from "../../core/progress/progress";
import { call, ApiError } from "./api";
import { absorbServer, clearLocalProgress } from "./local-progress";

type Status = "loading" | "anonymous" | "signed-in";

export type SessionState = {
  status: Status;
  me: MeResponse | null;
  /** Reads the account from the server: signed in with it, or anonymous when there is none. */
  refresh: () => Promise<void>;
  /** Signed in as `me`, once the account's progress is on the device. */
  setMe: (me: MeResponse) => Promise<void>;
  /** The device forgets the account and its progress: after signing out or deleting it. */
  forget: () => Promise<void>;
};

/** The last account read, so a student who starts the app offline is still signed in. */
const ME = "rocket.me";

/** Set by lib/auth before leaving for Google, so the device's progress is merged on return. */
export const GOOGLE_RETURN_FLAG = "rocket.mergeAfterGoogle";

/** A signed-in account's first answers waiting to be sent (lib/first-tries.ts): its alone. */
export const FIRST_TRIES_QUEUE = "rocket.first-tries";

export const useSession = create<SessionState>((set, getState) => ({
  status: "loading",
  me: null,
  refresh: async () => {
    try {
      // get-session answers 200 with null for a visitor, so starting signed out logs no error.
      const session = await call("getSession");
      if (!session) return await signedOut(set);
      await getState().setMe(await call("getMe"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return await signedOut(set);
      // Offline or a server error: keep what we knew, or what this device last saw.
      if (getState().status !== "loading") return;
      // Another version of the app may have cached it in another shape: then it is not used.
      const cached = parseMe(await get<unknown>(ME).catch(() => undefined));
      set(cached ? { status: "signed-in", me: cached } : { status: "anonymous", me: null });
    }
  },
  setMe: async (me) => {
    // The account's progress reaches the device before any screen sees "signed in": a mission
    // it unlocked is never judged locked in between (a deep link would bounce to its topic).
    await absorbServer(progressOf(me.missions));
    set({ status: "signed-in", me });
    void store(ME, me).catch(() => undefined);
  },
  forget: async () => {
    await signedOut(set);
    await clearLocalProgress();
  },
}));

/**
 * No session (never signed in, or it expired): anonymous. The device keeps its progress and
 * queue, so visits made before an expiry reach the account at the next sign-in.
 */
async function signedOut(set: (s: Pick<SessionState, "status" | "me">) => void) {
  set({ status: "anonymous", me: null });
  await del(ME).catch(() => undefined);
}
