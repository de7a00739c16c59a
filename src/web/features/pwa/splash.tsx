/** Placeholder until its feature is built. */
export function Splash() {
  return null;
}
