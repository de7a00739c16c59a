import { memo, useId } from "react";
import styles from "./data-table.module.css";

type DataTableProps = {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
};

/**
 * The numbers behind a chart, one row each, in a box that scrolls (and takes the keyboard's
 * focus to scroll) so a long schedule does not make the page endless. The first column names
 * the row for screen readers.
 */
export const DataTable = memo(function DataTable({ caption, head, rows }: DataTableProps) {
  const id = useId();
  return (
    <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i}>
              <th scope="row">{first}</th>
              {rest.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
