import { create, type StoreApi } from "zustand";
import { DEFAULT_SETTINGS } from "../../core/api/default-settings";
import type { Settings, SettingsPatch } from "../../core/api/schemas";
import { parseSettings } from "../../core/api/stored";
import { call } from "./api";
import { useSession, type SessionState } from "./session";

/** Changes within this long go to the server as one request (spec section 7, "Save"). */
export const SAVE_DELAY_MS = 800;
export const SETTINGS_STORAGE_KEY = "rocket.settings";

/** idle: nothing to report; saving: a change waits or is on its way; saved; error. */
export type SaveStatus = "idle" | "saving" | "saved" | "error";

type SettingsState = {
  settings: Settings;
  /** Where changes go: this device, or the signed-in account. */
  scope: "device" | "account";
  saveStatus: SaveStatus;
  /** Counts saves, so each "Saved" can be shown afresh. */
  saves: number;
  change: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  /** Sends any changes that could not be saved, at once. */
  retry: () => void;
};

export type SettingsDeps = {
  /** Who is signed in; its `me` is kept current with what the account saved. */
  session: StoreApi<Pick<SessionState, "status" | "me">>;
  /** Sends changed settings to the signed-in account; answers all of its settings. */
  save: (patch: SettingsPatch) => Promise<{ settings: Settings }>;
  /** localStorage, read when used: it may be missing or throw (blocked, private mode). */
  storage: () => Pick<Storage, "getItem" | "setItem">;
};

export function createSettings({ session, save, storage }: SettingsDeps) {
  /** Settings kept on this device; anything missing or malformed falls back to the default. */
  function readDevice(): Settings {
    try {
      return parseSettings(JSON.parse(storage().getItem(SETTINGS_STORAGE_KEY) ?? "{}"));
    } catch {
      return { ...DEFAULT_SETTINGS };
    }
  }

  function writeDevice(settings: Settings): void {
    try {
      storage().setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    } catch {
      // Storage full or blocked (private mode): the change still applies for this visit.
    }
  }

  // Account saving: changes wait in `pending` until SAVE_DELAY_MS passes without another one,
  // then go as one PATCH with only the changed keys. One request at a time, in order.
  let account: string | null = null;
  let pending: SettingsPatch = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | null = null;

  const hasPending = () => Object.keys(pending).length > 0;

  const useSettings = create<SettingsState>((set, get) => {
    async function send(): Promise<void> {
      timer = undefined;
      while (sending) await sending;
      if (!hasPending() || account === null) return;
      set({ saveStatus: "saving" });
      const patch = pending;
      const forAccount = account;
      pending = {};
      sending = (async () => {
        try {
          const saved = await save(patch);
          if (account !== forAccount) return;
          const me = session.getState().me;
          // Keep the session's copy current; changes made meanwhile stay on top of it.
          if (me) session.setState({ me: { ...me, settings: saved.settings } });
          if (!hasPending() && timer === undefined) {
            set((s) => ({
              settings: { ...saved.settings },
              saveStatus: "saved",
              saves: s.saves + 1,
            }));
          }
        } catch {
          if (account !== forAccount) return;
          pending = { ...patch, ...pending };
          set({ saveStatus: "error" });
        } finally {
          sending = null;
        }
      })();
      await sending;
    }

    return {
      // The device's own are read once the app is on screen (start): a first localStorage
      // read can take tens of milliseconds, and a prerendered page shows the defaults.
      settings: { ...DEFAULT_SETTINGS },
      scope: "device",
      saveStatus: "idle",
      saves: 0,
      change: (key, value) => {
        const settings = { ...get().settings, [key]: value };
        if (account === null) {
          writeDevice(settings);
          set((s) => ({ settings, saveStatus: "saved", saves: s.saves + 1 }));
          return;
        }
        pending = { ...pending, [key]: value };
        set({ settings, saveStatus: "saving" });
        clearTimeout(timer);
        timer = setTimeout(() => void send(), SAVE_DELAY_MS);
      },
      retry: () => {
        clearTimeout(timer);
        void send();
      },
    };
  });

  /** Leaves the account: nothing of it waits to be sent. */
  function forgetAccount(uid: string | null): void {
    account = uid;
    pending = {};
    clearTimeout(timer);
    timer = undefined;
  }

  /** A signed-in student's settings are their account's; otherwise the device's. */
  function follow(): void {
    const { status, me } = session.getState();
    if (status === "signed-in" && me) {
      if (me.user.uid !== account) {
        forgetAccount(me.user.uid);
        useSettings.setState({ settings: me.settings, scope: "account", saveStatus: "idle" });
      } else if (!hasPending() && !sending && timer === undefined) {
        useSettings.setState({ settings: me.settings });
      }
    } else if (status === "anonymous" && account !== null) {
      forgetAccount(null);
      useSettings.setState({ settings: readDevice(), scope: "device", saveStatus: "idle" });
    }
  }

  let unfollow: (() => void) | undefined;

  return {
    useSettings,
    /**
     * Puts this device's settings in place of the defaults the app starts with, unless the
     * session has already brought an account's, then follows the session. Called once the first
     * screen is drawn.
     */
    start(): void {
      if (unfollow) return;
      if (account === null) useSettings.setState({ settings: readDevice() });
      unfollow = session.subscribe(follow);
      follow();
    },
    /** Stops following the session; a change not yet sent is dropped with its timer. */
    stop(): void {
      unfollow?.();
      unfollow = undefined;
      forgetAccount(account);
    },
  };
}

/** The app's one copy. */
export const {
  useSettings,
  start: startSettings,
  stop: stopSettings,
} = createSettings({
  session: useSession,
  save: (patch) => call("saveSettings", patch),
  storage: () => localStorage,
});
