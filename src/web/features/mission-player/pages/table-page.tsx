import { useId } from "react";
import type { TablePage as TableContent } from "../../../../core/content/schema";
import { Rich } from "../rich-text";
import { PageShell } from "./page-shell";
import styles from "../player.module.css";

/**
 * A table with a caption; each row's first cell heads the row. On a phone each row is a card
 * whose cells say their column (player.module.css), so nothing is cut off or scrolls sideways.
 */
export function TablePage({ page }: { page: TableContent }) {
  const { caption, head, rows } = page.table;
  const captionId = useId();
  return (
    <PageShell page={page}>
      {/* Should a table still be too wide, the region scrolls and can take focus to scroll by keys. */}
      <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {head.map((cell, i) =>
                cell ? (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ) : (
                  <td key={i} /> // the corner above the row headings
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      <Rich text={cell} />
                    </th>
                  ) : (
                    <td key={c} data-label={head[c] || undefined}>
                      <Rich text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageShell>
  );
}
