/** Placeholder until its feature is built. */
export function MainNav() {
  return null;
}
