import type { ClassGrid } from "../../../core/api/class-schemas";
import type { GridCell as Cell, GridStudent as Student } from "../../../core/classes/grid";

export type { Student };

/** The grid as the teacher's screens use it: each row with its cells in words (`gridRow`). */
export type GridView = Omit<ClassGrid, "students"> & { students: Student[] };

/** A column the grid sorts by: the student, when they last synced, or a mission by its uid. */
export type SortKey = "name" | "synced" | Cell["uid"];
export type Sort = { key: SortKey; direction: "ascending" | "descending" };

export const FIRST_SORT: Sort = { key: "name", direction: "ascending" };

/**
 * A mission column in ascending order puts first who most needs the teacher: needs help, then
 * not started, then in progress by pages seen, then done (docs/decisions/0053).
 */
const RANK: Record<Cell["status"], number> = {
  "needs-help": 0,
  "not-started": 1,
  "in-progress": 2,
  done: 3,
};

const byCell = (a: Cell | undefined, b: Cell | undefined) =>
  (a ? RANK[a.status] : 0) - (b ? RANK[b.status] : 0) || (a?.seen ?? 0) - (b?.seen ?? 0);

/** Never synced counts as longest ago. */
const bySynced = (a: Student, b: Student) =>
  (a.lastActivity ?? "").localeCompare(b.lastActivity ?? "");

/** Students in a column's order; ties in the order of the names shown. */
export function sortStudents(
  students: readonly Student[],
  names: ReadonlyMap<string, string>,
  { key, direction }: Sort,
): Student[] {
  const name = (s: Student) => names.get(s.uid) ?? s.name;
  const byName = (a: Student, b: Student) =>
    name(a).localeCompare(name(b), "en-NZ", { sensitivity: "base", numeric: true });
  const cell = (s: Student) => s.missions.find((c) => c.uid === key);
  const compare =
    key === "name"
      ? byName
      : key === "synced"
        ? bySynced
        : (a: Student, b: Student) => byCell(cell(a), cell(b));
  const sign = direction === "ascending" ? 1 : -1;
  return [...students].sort((a, b) => sign * compare(a, b) || byName(a, b));
}

/** The order a header's button asks for next: its own column flips, another starts ascending. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key
    ? { key, direction: current.direction === "ascending" ? "descending" : "ascending" }
    : { key, direction: "ascending" };

/** Whether a student needs help in any mission (the grid's "Needs help only" filter). */
export const needsHelp = (student: Student) =>
  student.missions.some((m) => m.status === "needs-help");
