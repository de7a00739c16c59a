import { SECTIONS, type SectionUid } from "../progress/sections";
import { CURRICULUM } from "./curriculum";
import { missionStatus, statusLabel, type MissionStatus } from "./status";

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

/**
 * One member's cell for one mission as the grid's answer carries it, small because a class of
 * 200 has 1,800 of them (docs/decisions/0062): the status, pages seen, first answers given while
 * a member and how many were right. A row's cells follow `GRID_MISSIONS`.
 */
export type CellData = [
  status: MissionStatus["kind"],
  seen: number,
  answered: number,
  right: number,
];

/** A member's row of the grid as its answer carries it. */
export type GridRowData = Member & { lastActivity: string | null; cells: CellData[] };

/** Each member's row of the grid: every mission's status and first-try score, in section order. */
export function gridStudents(input: GridInput): GridRowData[] {
  const byMember = cellsByMember(input);
  const { now } = input;
  return input.members.map((member) => {
    const cells = byMember.get(member.uid);
    let lastActivity: string | null = null;
    const data = SECTIONS.map(({ uid, total }: { uid: SectionUid; total: number }): CellData => {
      const { seen, updatedAt, answered, right } = cells?.get(uid) ?? EMPTY;
      lastActivity = latest(lastActivity, updatedAt);
      const status = missionStatus({
        seen,
        total,
        firstTryMisses: answered - right,
        lastActivity: updatedAt === null ? null : new Date(updatedAt),
        now,
      });
      return [status.kind, Math.min(seen, total), answered, right];
    });
    return { ...member, lastActivity, cells: data };
  });
}

/** A member's row as the screens and the CSV show it: each cell with its mission and words. */
export function gridRow({ cells, ...member }: GridRowData) {
  const missions = cells.map(([status, seen, answered, right], i) => {
    const { uid, total } = SECTIONS[i]!;
    return {
      uid,
      status,
      label: statusLabel({ kind: status, seen, total }),
      seen,
      total,
      firstTry: { answered, right },
    };
  });
  return { ...member, missions };
}

export type GridStudent = ReturnType<typeof gridRow>;
export type GridCell = GridStudent["missions"][number];
