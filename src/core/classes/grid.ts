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

type Member = { uid: string; name: string; joinedAt: string };
type ProgressRow = {
  uid: string;
  section: string;
  /** Distinct pages seen (the grid needs a count, not the pages). */
  seen: number;
  updatedAt: string | null;
};
/** A member's first answers in one mission, given while a member (core/classes/tallies.ts). */
type TallyRow = { uid: string; section: string; answered: number; right: number };

export type GridInput = {
  members: readonly Member[];
  progress: readonly ProgressRow[];
  tallies: readonly TallyRow[];
  now: Date;
};

/** What one member's grid cell for one mission is made of. */
type Cell = { seen: number; updatedAt: string | null; answered: number; right: number };
const EMPTY: Cell = { seen: 0, updatedAt: null, answered: 0, right: 0 };

const latest = (a: string | null, b: string | null) =>
  a === null || (b !== null && b > a) ? b : a;

/** Progress and first tries gathered per member, then per mission. */
function cellsByMember({ progress, tallies }: GridInput) {
  const byMember = new Map<string, Map<string, Cell>>();
  const cellOf = (uid: string, section: string) => {
    let cells = byMember.get(uid);
    if (!cells) byMember.set(uid, (cells = new Map()));
    let cell = cells.get(section);
    if (!cell) cells.set(section, (cell = { ...EMPTY }));
    return cell;
  };
  for (const { uid, section, seen, updatedAt } of progress) {
    Object.assign(cellOf(uid, section), { seen, updatedAt });
  }
  for (const { uid, section, answered, right } of tallies) {
    Object.assign(cellOf(uid, section), { answered, right });
  }
  return byMember;
}

/** Each member's row of the grid: every mission's status and first-try score, in section order. */
export function gridStudents(input: GridInput) {
  const byMember = cellsByMember(input);
  const { now } = input;
  return input.members.map((member) => {
    const cells = byMember.get(member.uid);
    let lastActivity: string | null = null;
    const missions = SECTIONS.map(({ uid, total }: { uid: SectionUid; total: number }) => {
      const { seen, updatedAt, answered, right } = cells?.get(uid) ?? EMPTY;
      lastActivity = latest(lastActivity, updatedAt);
      const status = missionStatus({
        seen,
        total,
        firstTryMisses: answered - right,
        lastActivity: updatedAt === null ? null : new Date(updatedAt),
        now,
      });
      const firstTry = { answered, right };
      return {
        uid,
        status: status.kind,
        label: statusLabel(status),
        seen: Math.min(seen, total),
        total,
        firstTry,
      };
    });
    return { ...member, lastActivity, missions };
  });
}
