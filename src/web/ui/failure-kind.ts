/**
 * Why a screen could not be drawn: its code did not arrive while offline, it did not arrive
 * while online (most often a new version replaced the file), or the code itself failed.
 */
export type FailureKind = "offline" | "missing" | "bug";

// A module that could not be fetched, in Chromium, Firefox and Safari's words, and Vite's when a
// page's stylesheet could not be.
const NOT_LOADED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function failureKind(error: unknown, online: boolean): FailureKind {
  if (!(error instanceof Error) || !NOT_LOADED.test(error.message)) return "bug";
  return online ? "missing" : "offline";
}

/** What the student reads: a heading and a line, for a 14-year-old. */
export const FAILURE_TEXT: Readonly<Record<FailureKind, { title: string; text: string }>> = {
  offline: {
    title: "You're offline",
    text: "This page needs the internet to load. Connect and try again.",
  },
  missing: {
    title: "This page didn't load",
    text: "There may be a new version of Rocket. Reload to get it.",
  },
  bug: {
    title: "Something went wrong on this page",
    text: "It's our mistake, not yours. Reload to try again, or go back home.",
  },
};
