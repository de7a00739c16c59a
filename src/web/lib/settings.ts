import { create } from "zustand";
import { DEFAULT_SETTINGS } from "../../core/api/default-settings";
import type { Settings, SettingsPatch } from "../../core/api/schemas";
import { call } from "./api";
import { useSession } from "./session";

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

const isBool = (v: unknown): v is boolean => typeof v === "boolean";

/** Settings kept on this device; anything missing or malformed falls back to the default. */
function readDevice(): Settings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}");
    const s = (stored ?? {}) as Record<string, unknown>;
    return {
      animation: isBool(s.animation) ? s.animation : DEFAULT_SETTINGS.animation,
      teReo: isBool(s.teReo) ? s.teReo : DEFAULT_SETTINGS.teReo,
      emailMessages: isBool(s.emailMessages) ? s.emailMessages : DEFAULT_SETTINGS.emailMessages,
      sound: isBool(s.sound) ? s.sound : DEFAULT_SETTINGS.sound,
      school: Number.isInteger(s.school) ? Number(s.school) : DEFAULT_SETTINGS.school,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function writeDevice(settings: Settings): void {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
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

export const useSettings = create<SettingsState>((set, get) => {
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
        const saved = await call("saveSettings", patch);
        if (account !== forAccount) return;
        const me = useSession.getState().me;
        // Keep the session's copy current; changes made meanwhile stay on top of it.
        if (me) useSession.setState({ me: { ...me, settings: saved.settings } });
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
    // The device's own are read once the app is on screen (loadDeviceSettings): a first
    // localStorage read can take tens of milliseconds, and a prerendered page shows the defaults.
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

/**
 * Puts this device's settings in place of the defaults the app starts with, unless the session
 * has already brought an account's. Called once, after the first screen is drawn.
 */
export function loadDeviceSettings(): void {
  if (account === null) useSettings.setState({ settings: readDevice() });
}

/** Follows the session: a signed-in student's settings are their account's; otherwise the device's. */
function follow(): void {
  const { status, me } = useSession.getState();
  if (status === "signed-in" && me) {
    if (me.user.uid !== account) {
      account = me.user.uid;
      pending = {};
      clearTimeout(timer);
      timer = undefined;
      useSettings.setState({ settings: me.settings, scope: "account", saveStatus: "idle" });
    } else if (!hasPending() && !sending && timer === undefined) {
      useSettings.setState({ settings: me.settings });
    }
  } else if (status === "anonymous" && account !== null) {
    account = null;
    pending = {};
    clearTimeout(timer);
    timer = undefined;
    useSettings.setState({ settings: readDevice(), scope: "device", saveStatus: "idle" });
  }
}

useSession.subscribe(follow);
follow();
