import type { DiagramPage as DiagramContent } from "../../../../core/content/schema";
import { Icon } from "../picture";
import { Rich } from "../rich-text";
import { PageShell } from "./page-shell";
import styles from "../player.module.css";

/** Boxes with icons, then what flows between them, as a list anyone (and any reader) can follow. */
export function DiagramPage({ page }: { page: DiagramContent }) {
  const { caption, nodes, links } = page.diagram;
  const label = (id: string) => nodes.find((n) => n.id === id)?.label ?? id;
  return (
    <PageShell page={page}>
      <figure className={styles.diagram}>
        <ol className={styles.nodes}>
          {nodes.map((node) => (
            <li key={node.id} className={styles.node}>
              <Icon art={node.art} />
              <span>{node.label}</span>
            </li>
          ))}
        </ol>
        <ul className={styles.links}>
          {links.map((link, i) => (
            <li key={i}>
              <strong>{label(link.from)}</strong>
              <span aria-label="to"> → </span>
              <strong>{label(link.to)}</strong>: <Rich text={link.label} />
            </li>
          ))}
        </ul>
        <figcaption>{caption}</figcaption>
      </figure>
    </PageShell>
  );
}
