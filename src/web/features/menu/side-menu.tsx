/** Placeholder until its feature is built. */
export function SideMenu() {
  return null;
}
