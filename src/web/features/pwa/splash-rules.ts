/** How long the splash shows when Rocket is launched as an installed app (spec section 9). */
export const SPLASH_MS = 3000;

type Launch = {
  /** matchMedia("(display-mode: standalone)").matches */
  standalone: boolean;
  /** Safari on iOS: navigator.standalone for a home-screen app. */
  iosStandalone?: boolean;
  /** The splash already showed in this window (an update reload, say). */
  shownBefore: boolean;
};

/** The splash shows once per launch of the installed app, never in a browser tab. */
export function shouldShowSplash({ standalone, iosStandalone = false, shownBefore }: Launch) {
  return (standalone || iosStandalone) && !shownBefore;
}
