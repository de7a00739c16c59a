// The old app kept "the visitor accepted the terms" under its own keys in localStorage; Rocket
// keeps one flag under its own prefix (docs/decisions/0012-installable-and-offline.md).

/** The current flag: when this device accepted Rocket's terms (an ISO date and time). */
export const TERMS_ACCEPTED_KEY = "rocket.termsAccepted";

/** The old app's names for the same flag, oldest first. */
export const LEGACY_ACCEPTANCE_KEYS = ["accepted", "acceptedTerms", "termsAccepted"] as const;

const YES = new Set(["true", "1", "yes", "accept", "accepted"]);

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type MigrationResult = "none" | "migrated" | "cleared";

/**
 * Converts any legacy acceptance flag into the current one and removes the legacy keys, so it
 * runs once in effect. A "yes" under any legacy key counts; an existing current flag is kept.
 * "cleared" means legacy keys were there but none said yes.
 */
export function migrateLegacyAcceptance(store: KeyValueStore, now = new Date()): MigrationResult {
  const found = LEGACY_ACCEPTANCE_KEYS.flatMap((key) => {
    const value = store.getItem(key);
    return value === null ? [] : [{ key, value }];
  });
  if (found.length === 0) return "none";
  const accepted = found.some(({ value }) => YES.has(value.trim().toLowerCase()));
  if (accepted && store.getItem(TERMS_ACCEPTED_KEY) === null) {
    store.setItem(TERMS_ACCEPTED_KEY, now.toISOString());
  }
  for (const { key } of found) store.removeItem(key);
  return accepted ? "migrated" : "cleared";
}

/** Runs the migration on this device's localStorage; storage may be blocked, which is fine. */
export function migrateLegacyFlags(): void {
  try {
    migrateLegacyAcceptance(window.localStorage);
  } catch {
    // No storage (private mode or blocked): there is nothing to migrate.
  }
}
