import type { ClassGrid as Grid } from "../../../core/api/class-schemas";
import { syncedText } from "../../../core/classes/csv";
import { curriculumLine } from "../../../core/classes/curriculum";
import { ScrollTable } from "../../ui/scroll-table";
import { StatusCell } from "../../ui/status-cell";
import { nextSort, type Sort, type SortKey, type Student } from "./grid-sort";
import styles from "./grid.module.css";

/** This device's clock, as the grid and its CSV write times. */
export const deviceOffset = (when: Date) => when.getTimezoneOffset();

type ClassGridProps = {
  caption: string;
  missions: Grid["missions"];
  /** The rows to show, in order. */
  students: readonly Student[];
  names: ReadonlyMap<string, string>;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Asks to remove a student; none when the class is read-only. */
  onRemove?: ((student: Student) => void) | undefined;
};

/**
 * The class grid (issue 24.4): a real table of students × missions, each cell the status cell
 * a student's own view shows too. Every column sorts by the button in its header, which says
 * its order in aria-sort. The table scrolls inside its own box, so the page never scrolls
 * sideways.
 */
export function ClassGrid(props: ClassGridProps) {
  const { caption, missions, students, names, sort, onSort, onRemove } = props;
  const header = (key: SortKey, label: string, tags?: string) => (
    <th
      key={key}
      scope="col"
      aria-sort={sort.key === key ? sort.direction : undefined}
      className={key === "name" ? styles.nameHead : undefined}
    >
      <button type="button" className={styles.sort} onClick={() => onSort(nextSort(sort, key))}>
        {label}
        <span className={styles.arrow} aria-hidden="true">
          {sort.key !== key ? "↕" : sort.direction === "ascending" ? "▲" : "▼"}
        </span>
      </button>
      {tags && <span className={styles.tags}>{tags}</span>}
    </th>
  );
  return (
    <ScrollTable caption={caption} boxClass={styles.scroll} tableClass={styles.table}>
      <thead>
        <tr>
          {header("name", "Student")}
          {missions.map((m) => header(m.uid, m.title, curriculumLine(m)))}
          {header("synced", "Last synced")}
          {onRemove && (
            <th scope="col" className={styles.noPrint}>
              <span className="visually-hidden">Remove</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {students.map((student) => {
          const name = names.get(student.uid) ?? student.name;
          return (
            <tr key={student.uid}>
              <th scope="row" className={styles.name}>
                {name}
              </th>
              {missions.map((m) => {
                const cell = student.missions.find((c) => c.uid === m.uid);
                return <td key={m.uid}>{cell && <StatusCell cell={cell} />}</td>;
              })}
              <td>{syncedText(student.lastActivity, deviceOffset)}</td>
              {onRemove && (
                <td className={styles.noPrint}>
                  <button type="button" className={styles.remove} onClick={() => onRemove(student)}>
                    Remove<span className="visually-hidden"> {name}</span>
                  </button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
