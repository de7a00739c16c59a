import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import { memoryStorage } from "../../../tests/support/device-fakes";
import { DEFAULT_SETTINGS } from "../../core/api/default-settings";
import type { MeResponse, Settings, SettingsPatch } from "../../core/api/schemas";
import { createSettings, SAVE_DELAY_MS, SETTINGS_STORAGE_KEY } from "./settings";
import type { SessionState } from "./session";

const ME: MeResponse = {
  user: { uid: "u1", name: "Aroha", email: "aroha@example.nz", avatar: null },
  settings: { ...DEFAULT_SETTINGS },
  missions: [],
  teaches: false,
};

type Session = Pick<SessionState, "status" | "me">;

/** The settings store over a session and a transport of the test's own (the server's is tested over HTTP). */
function setUp(session: Session, stored: Record<string, string> = {}) {
  const sessionStore = createStore<Session>(() => session);
  const storage = memoryStorage(stored);
  let account: Settings = { ...DEFAULT_SETTINGS };
  const save = vi.fn(async (patch: SettingsPatch) => {
    account = { ...account, ...patch };
    return { settings: account };
  });
  const store = createSettings({ session: sessionStore, save, storage: () => storage });
  store.start();
  const state = () => store.useSettings.getState();
  return { store, state, save, sessionStore, storage };
}

const signedIn: Session = { status: "signed-in", me: ME };

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("saving to the account", () => {
  it("sends changes made within the save delay as one PATCH of only the changed keys", async () => {
    const { state, save, sessionStore } = setUp(signedIn);
    state().change("sound", true);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    state().change("teReo", true);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    expect(save).not.toHaveBeenCalled();
    expect(state().saveStatus).toBe("saving");

    await vi.advanceTimersByTimeAsync(100);
    expect(save.mock.calls).toEqual([[{ sound: true, teReo: true }]]);
    expect(state().saveStatus).toBe("saved");
    expect(sessionStore.getState().me?.settings).toMatchObject({ sound: true, teReo: true });
  });

  it("says a failed save is an error, and retry sends what failed with what changed since", async () => {
    const { state, save } = setUp(signedIn);
    save.mockRejectedValueOnce(new Error("offline"));
    state().change("sound", true);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(state().saveStatus).toBe("error");
    expect(state().settings.sound).toBe(true);

    state().change("animation", false);
    state().retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls).toEqual([[{ sound: true }], [{ sound: true, animation: false }]]);
    expect(state().saveStatus).toBe("saved");
  });

  it("after stop(), a waiting change is not sent and signing out no longer switches to the device", async () => {
    const { store, state, save, sessionStore } = setUp(signedIn);
    state().change("sound", true);
    store.stop();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
    sessionStore.setState({ status: "anonymous", me: null });
    expect(state().scope).toBe("account");
  });
});

describe("saving on the device", () => {
  it("keeps a visitor's change on the device at once, with no request", () => {
    const { state, save, storage } = setUp({ status: "anonymous", me: null });
    state().change("sound", true);
    expect(state().saveStatus).toBe("saved");
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? "")).toMatchObject({ sound: true });
    expect(save).not.toHaveBeenCalled();
  });

  it("reads stored settings of the wrong type as the defaults, keeping the ones that fit", () => {
    const stored = JSON.stringify({ sound: "yes", teReo: true, school: 1.5 });
    const { state } = setUp({ status: "loading", me: null }, { [SETTINGS_STORAGE_KEY]: stored });
    expect(state().settings).toEqual({ ...DEFAULT_SETTINGS, teReo: true });
  });

  it("reads unreadable stored settings as the defaults", () => {
    const { state } = setUp({ status: "loading", me: null }, { [SETTINGS_STORAGE_KEY]: "{oops" });
    expect(state().settings).toEqual(DEFAULT_SETTINGS);
  });
});
