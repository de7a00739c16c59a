import type { ClassGrid, ClassQuestions } from "../api/class-schemas";
import { plainText } from "../content/texts";
import { wholePercent } from "../progress/progress";
import { curriculumLine } from "./curriculum";
import type { GridStudent } from "./grid";

/**
 * The class grid as a CSV file (issue 24.8, docs/decisions/0053): one row per student, a status
 * column and a first-try column per mission. UTF-8 with a byte-order mark so Excel reads the
 * macrons right, rows ended by CRLF (RFC 4180).
 */

const BOM = "\uFEFF";

/**
 * A cell as a spreadsheet will read it as text, never as a formula: names are typed by students,
 * so a cell that begins with = + - @ (or a tab or carriage return, which some spreadsheets skip
 * before one) gets a leading apostrophe (OWASP's advice on CSV injection). A cell with a comma,
 * a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvRow = (cells: readonly string[]) => cells.map(csvCell).join(",");

const pad = (n: number) => String(n).padStart(2, "0");

/** A device's offset from UTC in minutes at a moment, as Date#getTimezoneOffset() gives it. */
export type OffsetAt = (when: Date) => number;

/**
 * When a student last synced, on the device's clock, as the grid and its CSV both say it:
 * "2026-11-26 22:05" (spreadsheets read it as a date and sort it right), or "Never".
 */
export function syncedText(iso: string | null, offsetAt: OffsetAt): string {
  if (!iso) return "Never";
  const when = new Date(iso);
  const local = new Date(when.getTime() - offsetAt(when) * 60_000);
  const day = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return `${day} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The grid's CSV: the header row names each mission with its curriculum tags. */
export function gridCsv(
  grid: { missions: ClassGrid["missions"]; students: readonly GridStudent[] },
  offsetAt: OffsetAt,
) {
  const head = [
    "Student",
    "Last synced",
    ...grid.missions.flatMap((m) => [
      `${m.title} (${curriculumLine(m)})`,
      `${m.title}: right first time`,
    ]),
  ];
  const rows = grid.students.map((student) => [
    student.name,
    syncedText(student.lastActivity, offsetAt),
    ...grid.missions.flatMap((m) => {
      const cell = student.missions.find((c) => c.uid === m.uid);
      if (!cell) return ["", ""];
      const { answered, right } = cell.firstTry;
      return [cell.label, answered > 0 ? `${right} of ${answered}` : ""];
    }),
  ]);
  return BOM + [head, ...rows].map(csvRow).join("\r\n") + "\r\n";
}

/** A question's share right first time as every screen says it: a whole percentage, rounded down. */
export const rightPercent = (share: number) => `${wholePercent(share * 100)}%`;

/**
 * What to reteach as a CSV (issue 24.8): one row per question, in the order given. A question
 * with too few answers says so and shows no figures, as on screen. Names no student.
 */
export function questionsCsv({ minAnswers, questions }: ClassQuestions): string {
  const head = [
    "Mission",
    "Question",
    "Answered",
    "Right first time",
    "Wrong answer chosen most",
    "Chosen by",
    "Why it is wrong",
    "Taught on the page",
  ];
  const rows = questions.map((q) => {
    const start = [q.missionTitle, plainText(q.text)];
    const taught = `${q.taught.title} (page ${q.taught.page + 1})`;
    if (!q.figures) return [...start, `Fewer than ${minAnswers}`, "", "", "", "", taught];
    const { answered, rightShare, mostChosenWrong: wrong } = q.figures;
    return [
      ...start,
      String(answered),
      rightPercent(rightShare),
      wrong?.label ?? "",
      wrong ? String(wrong.chosen) : "",
      wrong ? plainText(wrong.explanation) : "",
      taught,
    ];
  });
  return BOM + [head, ...rows].map(csvRow).join("\r\n") + "\r\n";
}
