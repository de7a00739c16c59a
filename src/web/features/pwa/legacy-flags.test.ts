import { describe, expect, it } from "vitest";
import {
  LEGACY_ACCEPTANCE_KEYS,
  migrateLegacyAcceptance,
  TERMS_ACCEPTED_KEY,
  type KeyValueStore,
} from "./legacy-flags";

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const store: KeyValueStore = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { store, data };
}

const now = new Date("2025-03-01T09:30:00.000Z");

describe("migrateLegacyAcceptance", () => {
  it.each(LEGACY_ACCEPTANCE_KEYS)("turns a legacy '%s' of true into the current flag", (key) => {
    const { store, data } = memoryStore({ [key]: "true" });
    expect(migrateLegacyAcceptance(store, now)).toBe("migrated");
    expect(Object.fromEntries(data)).toEqual({ [TERMS_ACCEPTED_KEY]: now.toISOString() });
  });

  it("counts 1, yes and accepted (any case, spaces around) as acceptance", () => {
    for (const value of ["1", "YES", " Accepted "]) {
      const { store, data } = memoryStore({ acceptedTerms: value });
      migrateLegacyAcceptance(store, now);
      expect(data.get(TERMS_ACCEPTED_KEY)).toBe(now.toISOString());
    }
  });

  it("removes a legacy flag that says no without setting the current one", () => {
    const { store, data } = memoryStore({ accepted: "false", other: "kept" });
    expect(migrateLegacyAcceptance(store, now)).toBe("cleared");
    expect(Object.fromEntries(data)).toEqual({ other: "kept" });
  });

  it("keeps an existing current flag and still removes the legacy keys", () => {
    const { store, data } = memoryStore({
      [TERMS_ACCEPTED_KEY]: "2024-01-01T00:00:00.000Z",
      accepted: "true",
      termsAccepted: "true",
    });
    expect(migrateLegacyAcceptance(store, now)).toBe("migrated");
    expect(Object.fromEntries(data)).toEqual({ [TERMS_ACCEPTED_KEY]: "2024-01-01T00:00:00.000Z" });
  });

  it("changes nothing when there is no legacy flag, and is a no-op the second time", () => {
    const { store, data } = memoryStore({ accepted: "true" });
    migrateLegacyAcceptance(store, now);
    const after = Object.fromEntries(data);
    expect(migrateLegacyAcceptance(store, new Date(0))).toBe("none");
    expect(Object.fromEntries(data)).toEqual(after);
  });
});
