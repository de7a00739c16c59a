import { useMemo, useRef, useState } from "react";
import { gridCsv } from "../../../core/classes/csv";
import { MISSES_FOR_HELP, STALLED_DAYS } from "../../../core/classes/status";
import { dayMonthYear } from "../../../core/format/dates";
import { call } from "../../lib/api";
import buttons from "../../ui/button.module.css";
import { ClassGrid, deviceOffset } from "./class-grid";
import { csvName, downloadCsv } from "./download";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FIRST_SORT, needsHelp, sortStudents, type GridView, type Student } from "./grid-sort";
import { useProjector, shownNames } from "./projector";
import grid from "./grid.module.css";
import styles from "./teacher.module.css";

type GridPanelProps = {
  data: GridView;
  /** Reads the grid again from the server. */
  reload: () => Promise<void>;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Who did what (issue 24.4): the "Needs help only" filter, the grid, the CSV and the print
 * view (issue 24.8), and removing a student. Names are initials in projector mode.
 */
export function GridPanel({ data, reload }: GridPanelProps) {
  const projector = useProjector((s) => s.on);
  const [sort, setSort] = useState(FIRST_SORT);
  const [helpOnly, setHelpOnly] = useState(false);
  const [removing, setRemoving] = useState<Student | null>(null);
  const [said, setSaid] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const names = useMemo(() => shownNames(data.students, projector), [data.students, projector]);
  const rows = useMemo(
    () => sortStudents(helpOnly ? data.students.filter(needsHelp) : data.students, names, sort),
    [data.students, names, sort, helpOnly],
  );
  const total = data.students.length;
  const ended = data.class.archivedAt !== null;

  return (
    <section className={`${styles.card} ${grid.printed}`} aria-labelledby="grid-title">
      <h2 id="grid-title" ref={heading} tabIndex={-1}>
        Who did what
      </h2>
      <p className={grid.noPrint}>
        &ldquo;Needs help&rdquo; means a student started a mission but has not finished it, and
        either missed {MISSES_FOR_HELP} or more quiz questions on the first try or has not moved on
        for {STALLED_DAYS} days.
      </p>
      <div className={`${styles.row} ${grid.noPrint}`}>
        <label className={grid.filter}>
          <input
            type="checkbox"
            checked={helpOnly}
            onChange={(event) => setHelpOnly(event.target.checked)}
          />
          Needs help only
        </label>
        <button type="button" className={buttons.secondary} onClick={() => void reload()}>
          Refresh
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            downloadCsv(gridCsv(data, deviceOffset), csvName(data.class.name, "progress"))
          }
        >
          Download CSV
        </button>
        <button type="button" className={buttons.secondary} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p role="status" className={grid.count}>
        {said}{" "}
        {helpOnly
          ? `${plural(rows.length, "student needs", "students need")} help, of ${total}.`
          : plural(total, "student", "students") + "."}
      </p>
      {rows.length > 0 && (
        <ClassGrid
          caption={`${data.class.name}: each student's missions`}
          missions={data.missions}
          students={rows}
          names={names}
          sort={sort}
          onSort={setSort}
          onRemove={ended ? undefined : setRemoving}
        />
      )}
      {total === 0 && <p>No students yet. When they join with the code, they appear here.</p>}
      <p className={styles.meta}>
        Curriculum tags checked {dayMonthYear(new Date(data.curriculumChecked))}.
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing ? names.get(removing.uid) : ""}?`}
        confirm="Yes, remove"
        cancel="Keep in the class"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await call("removeMember", { id: data.class.id, userId: removing.uid });
          setRemoving(null);
          setSaid(`Removed ${names.get(removing.uid) ?? removing.name}.`);
          await reload();
          // Their row and its button are gone: the grid's heading is where the teacher is.
          heading.current?.focus();
        }}
      >
        <p>
          They leave {data.class.name} at once and you no longer see their progress. Their own
          progress stays theirs. They can join again with the class code while joining is open.
        </p>
      </ConfirmDialog>
    </section>
  );
}
