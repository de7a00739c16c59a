import { create } from "zustand";

/**
 * Projector mode (issue 24.6, docs/decisions/0053): one switch that shows initials instead of
 * students' names on every teacher screen, remembered per device in localStorage (a teacher's
 * classroom computer keeps it on; nothing about it goes to the server).
 */

const KEY = "rocket.projectorMode";

function readStored(): boolean {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false; // storage blocked (private browsing, strict settings)
  }
}

type ProjectorState = { on: boolean; set: (on: boolean) => void };

export const useProjector = create<ProjectorState>((set) => ({
  on: readStored(),
  set: (on) => {
    set({ on });
    try {
      localStorage.setItem(KEY, on ? "on" : "off");
    } catch {
      // Not remembered this time; the switch still works.
    }
  },
}));

/** A name's initials: the first letter of its first and last words ("Aroha Te Ao" is "AA"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = [...(words[0] ?? "")][0] ?? "";
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? "") : "";
  return (first + last).toLocaleUpperCase("en-NZ") || "?";
}

type Named = { uid: string; name: string };

/**
 * What each student is called on screen: their name, or with projector mode on their initials,
 * numbered in the grid's order when two share them ("AT 1", "AT 2").
 */
export function shownNames(students: readonly Named[], projector: boolean): Map<string, string> {
  if (!projector) return new Map(students.map((s) => [s.uid, s.name]));
  const byInitials = new Map<string, string[]>();
  for (const s of students) {
    const key = initials(s.name);
    byInitials.set(key, [...(byInitials.get(key) ?? []), s.uid]);
  }
  const shown = new Map<string, string>();
  for (const [key, uids] of byInitials) {
    uids.forEach((uid, i) => shown.set(uid, uids.length > 1 ? `${key} ${i + 1}` : key));
  }
  return shown;
}
