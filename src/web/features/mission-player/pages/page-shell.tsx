import type { ReactNode } from "react";
import type { Block, PageKind } from "../../../../core/content/schema";
import { Blocks } from "../rich-text";
import styles from "../player.module.css";

type PageShellProps = {
  page: { kind: PageKind; title: string; body: readonly Block[] };
  /** Shown between the heading and the text. */
  picture?: ReactNode;
  /** What the page kind adds after its text: tiles, planets, a table… */
  children?: ReactNode;
};

/** The frame every content page shares: its heading, an optional picture, then its text. */
export function PageShell({ page, picture, children }: PageShellProps) {
  return (
    <article className={styles.article} data-kind={page.kind}>
      <h2>{page.title}</h2>
      {picture}
      <div className={styles.text}>
        <Blocks blocks={page.body} />
      </div>
      {children}
    </article>
  );
}
