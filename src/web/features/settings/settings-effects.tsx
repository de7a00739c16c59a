/** Placeholder until its feature is built. */
export function SettingsEffects() {
  return null;
}
