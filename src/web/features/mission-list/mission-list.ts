import { unlockedBy } from "../../../core/progress/journey";
import { sectionOf, type SectionUid } from "../../../core/progress/sections";

/** Spec section 9: 4 mission icons per slide in the mission list. */
export const PER_SLIDE = 4;

/** Splits items into groups of `size` (the last may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** What a locked mission asks for, from the unlock table: "Finish Types of bank accounts to unlock". */
export function unlockHint(uid: SectionUid): string {
  const key = unlockedBy(uid);
  return key ? `Finish ${sectionOf(key).title} to unlock` : "Finish other missions to unlock";
}

/** Mission control shows topics as planets (0) or a grid (1), as spec section 2 numbers them. */
export type ListMode = 0 | 1;
export const PLANETS: ListMode = 0;
export const GRID: ListMode = 1;
/** The route table calls Mission control a grid, so that is where a new visitor starts. */
export const DEFAULT_MODE: ListMode = GRID;

export function parseMode(stored: string | null): ListMode {
  return stored === "0" ? PLANETS : stored === "1" ? GRID : DEFAULT_MODE;
}

const MODE_KEY = "rocket.missionListMode";

export function readMode(): ListMode {
  try {
    return parseMode(localStorage.getItem(MODE_KEY));
  } catch {
    return DEFAULT_MODE; // storage blocked (private browsing, strict settings)
  }
}

export function saveMode(mode: ListMode): void {
  try {
    localStorage.setItem(MODE_KEY, String(mode));
  } catch {
    // Not remembered this time; the switch still works.
  }
}
