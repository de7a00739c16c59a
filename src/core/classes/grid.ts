import { SECTIONS, type SectionUid } from "../progress/sections";
import { CURRICULUM } from "./curriculum";
import { missionStatus, statusLabel } from "./status";

/** The grid's columns: each mission with its page count and curriculum tags, in section order. */
export const GRID_MISSIONS = SECTIONS.map(({ uid, title, total }) => ({
  uid,
  title,
  total,
  strands: [...CURRICULUM[uid].strands],
  standards: CURRICULUM[uid].standards.map((s) => ({ ...s })),
}));

/**
 * A member's row of the grid as the server sends it: the facts, written by the database in one
 * read (docs/decisions/0063). Per mission with any: the distinct pages seen and when they last
 * grew (progress made before joining counts: it is the student's), and the first answers given
 * while a member and how many were right. `gridRow` makes them statuses and words.
 */
export type GridRowData = {
  uid: string;
  name: string;
  joinedAt: string;
  progress: Partial<Record<SectionUid, [seen: number, updatedAt: string | null]>>;
  tallies: Partial<Record<SectionUid, [answered: number, right: number]>>;
};

const latest = (a: string | null, b: string | null) =>
  a === null || (b !== null && b > a) ? b : a;

/**
 * A member's row as every screen and the CSV show it: each mission's status and words (the one
 * meaning, core/classes/status.ts), its pages seen and first-try score, and when the student
 * last made progress. `now` is the server's, sent with the grid, so "needs help" after seven
 * days means the same on the teacher's screen and the student's.
 */
export function gridRow({ progress, tallies, ...member }: GridRowData, now: Date) {
  const missions = SECTIONS.map(({ uid, total }) => {
    const [pages, updatedAt] = progress[uid] ?? [0, null];
    const [answered, right] = tallies[uid] ?? [0, 0];
    const seen = Math.min(pages, total);
    const status = missionStatus({
      seen,
      total,
      firstTryMisses: answered - right,
      lastActivity: updatedAt === null ? null : new Date(updatedAt),
      now,
    });
    return {
      uid,
      status: status.kind,
      label: statusLabel(status),
      seen,
      total,
      firstTry: { answered, right },
    };
  });
  const lastActivity = Object.values(progress).reduce<string | null>(
    (last, [, updatedAt]) => latest(last, updatedAt),
    null,
  );
  return { ...member, lastActivity, missions };
}

export type GridStudent = ReturnType<typeof gridRow>;
export type GridCell = GridStudent["missions"][number];
