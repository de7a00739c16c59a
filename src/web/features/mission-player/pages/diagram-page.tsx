import { Fragment } from "react";
import type { DiagramPage as DiagramContent } from "../../../../core/content/schema";
import { Icon } from "../picture";
import { Rich } from "../rich-text";
import { linksBetween } from "./diagram-links";
import { PageShell } from "./page-shell";
import styles from "./diagram-page.module.css";

/**
 * Boxes with icons in a chain (down a phone, across a wider screen), joined by an arrow per
 * link with its label beside it. Each gap is a list whose items also say, to a screen reader,
 * where the flow goes from and to; the arrows themselves are decoration.
 */
export function DiagramPage({ page }: { page: DiagramContent }) {
  const { caption, nodes } = page.diagram;
  const gaps = linksBetween(page.diagram);
  const label = (id: string) => nodes.find((n) => n.id === id)?.label;
  return (
    <PageShell page={page}>
      <figure className={styles.diagram}>
        <div className={styles.chain}>
          {nodes.map((node, i) => (
            <Fragment key={node.id}>
              {i > 0 && (
                <ul className={styles.gap}>
                  {gaps[i - 1]!.map((link, j) => (
                    <li key={j} className={styles.link} data-back={link.to === nodes[i - 1]!.id}>
                      <span className={styles.arrow} aria-hidden="true" />
                      <span className={styles.label}>
                        <span className="visually-hidden">
                          {label(link.from)} to {label(link.to)}:{" "}
                        </span>
                        <Rich text={link.label} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.node}>
                <Icon art={node.art} />
                {node.label}
              </p>
            </Fragment>
          ))}
        </div>
        <figcaption>{caption}</figcaption>
      </figure>
    </PageShell>
  );
}
