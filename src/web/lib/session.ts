import { del, get, set as store } from "idb-keyval";
import { create } from "zustand";
import type { MeResponse } from "../../core/api/schemas";
import { progressOf } from "../../core/progress/progress";
import { api, ApiError } from "./api";
import { absorbServer, clearLocalProgress } from "./local-progress";

type Status = "loading" | "anonymous" | "signed-in";

type SessionState = {
  status: Status;
  me: MeResponse | null;
  /** Reads the account from the server: signed in with it, or anonymous when there is none. */
  refresh: () => Promise<void>;
  setMe: (me: MeResponse) => void;
  /** The device forgets the account and its progress: after signing out or deleting it. */
  forget: () => Promise<void>;
};

/** The last account read, so a student who starts the app offline is still signed in. */
const ME = "rocket.me";

export const useSession = create<SessionState>((set, getState) => ({
  status: "loading",
  me: null,
  refresh: async () => {
    try {
      // get-session answers 200 with null for a visitor, so starting signed out logs no error.
      const session = await api<{ user: unknown } | null>("GET", "/api/auth/get-session");
      if (!session) return await signedOut(set);
      getState().setMe(await api<MeResponse>("GET", "/api/me"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return await signedOut(set);
      // Offline or a server error: keep what we knew, or what this device last saw.
      if (getState().status !== "loading") return;
      const cached = await get<MeResponse>(ME).catch(() => undefined);
      set(cached ? { status: "signed-in", me: cached } : { status: "anonymous", me: null });
    }
  },
  setMe: (me) => {
    set({ status: "signed-in", me });
    void store(ME, me).catch(() => undefined);
    void absorbServer(progressOf(me.missions));
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
