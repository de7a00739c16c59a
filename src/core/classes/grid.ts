import { SECTIONS, type SectionUid } from "../progress/sections";
import type { QuestionKey } from "./questions";
import { missionStatus, statusLabel } from "./status";

type Member = { uid: string; name: string; joinedAt: string };
type ProgressRow = {
  uid: string;
  section: string;
  /** Distinct pages seen, counted by the database (the grid needs no page list). */
  seen: number;
  updatedAt: string | null;
};
type FirstTryRow = { uid: string; question: string; option: number };

export type GridInput = {
  members: readonly Member[];
  progress: readonly ProgressRow[];
  /** Only answers given while a member. */
  firstTries: readonly FirstTryRow[];
  questions: ReadonlyMap<string, QuestionKey>;
  now: Date;
};

type Tally = { answered: number; right: number };

const latest = (a: string | null, b: string | null) =>
  a === null || (b !== null && b > a) ? b : a;

/** Each member's row of the grid: every mission's status and first-try score, in section order. */
export function gridStudents({ members, progress, firstTries, questions, now }: GridInput) {
  const progressOf = new Map<string, ProgressRow>();
  for (const row of progress) progressOf.set(`${row.uid} ${row.section}`, row);
  const tallies = new Map<string, Tally>();
  for (const answer of firstTries) {
    const key = questions.get(answer.question);
    if (!key) continue;
    const id = `${answer.uid} ${key.uid}`;
    const tally = tallies.get(id) ?? { answered: 0, right: 0 };
    tally.answered += 1;
    if (answer.option === key.correct) tally.right += 1;
    tallies.set(id, tally);
  }
  return members.map((member) => {
    let lastActivity: string | null = null;
    const missions = SECTIONS.map(({ uid, total }: { uid: SectionUid; total: number }) => {
      const stored = progressOf.get(`${member.uid} ${uid}`);
      const firstTry = tallies.get(`${member.uid} ${uid}`) ?? { answered: 0, right: 0 };
      lastActivity = latest(lastActivity, stored?.updatedAt ?? null);
      const status = missionStatus({
        seen: stored?.seen ?? 0,
        total,
        firstTryMisses: firstTry.answered - firstTry.right,
        lastActivity: stored?.updatedAt ? new Date(stored.updatedAt) : null,
        now,
      });
      const seen = Math.min(stored?.seen ?? 0, total);
      return { uid, status: status.kind, label: statusLabel(status), seen, total, firstTry };
    });
    return { ...member, lastActivity, missions };
  });
}
