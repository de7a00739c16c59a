/** Placeholder until its feature is built. */
export function RefreshBanner() {
  return null;
}
