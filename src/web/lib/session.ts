import { create } from "zustand";
import type { MeResponse } from "../../core/api/schemas";
import { api, ApiError } from "./api";

type Status = "loading" | "anonymous" | "signed-in";

type SessionState = {
  status: Status;
  me: MeResponse | null;
  /** Reads the account from the server: signed in with it, or anonymous on 401. */
  refresh: () => Promise<void>;
  setMe: (me: MeResponse) => void;
  signOut: () => Promise<void>;
};

export const useSession = create<SessionState>((set) => ({
  status: "loading",
  me: null,
  refresh: async () => {
    try {
      // get-session answers 200 with null for a visitor, so starting signed out logs no error.
      const session = await api<{ user: unknown } | null>("GET", "/api/auth/get-session");
      if (!session) return set({ status: "anonymous", me: null });
      set({ status: "signed-in", me: await api<MeResponse>("GET", "/api/me") });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) set({ status: "anonymous", me: null });
      // Offline or a server error: keep whatever we knew, but stop loading.
      else set((s) => ({ status: s.status === "loading" ? "anonymous" : s.status }));
    }
  },
  setMe: (me) => set({ status: "signed-in", me }),
  signOut: async () => {
    await api("POST", "/api/auth/sign-out", {});
    set({ status: "anonymous", me: null });
  },
}));
