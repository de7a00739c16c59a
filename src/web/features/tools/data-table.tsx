import { memo } from "react";
import { ScrollTable } from "../../ui/scroll-table";
import styles from "./data-table.module.css";

type DataTableProps = {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
};

/**
 * The numbers behind a chart, one row each, in a box that scrolls so a long schedule does not
 * make the page endless. The first column names the row for screen readers.
 */
export const DataTable = memo(function DataTable({ caption, head, rows }: DataTableProps) {
  return (
    <ScrollTable caption={caption} boxClass={styles.scroll} tableClass={styles.table}>
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
    </ScrollTable>
  );
});
