/** Placeholder until its feature is built. */
export function AuthDialogs() {
  return null;
}
