import type { ReactNode } from "react";
import { pieceComesLast } from "../../../../core/content/activities/of-mission";
import type { Activity } from "../../../../core/content/activities/types";
import type { Block, PageKind } from "../../../../core/content/schema";
import { ActivityPiece } from "../activities/activity-piece";
import { Blocks } from "../rich-text";
import styles from "../player.module.css";

type PageShellProps = {
  page: { kind: PageKind; title: string; body: readonly Block[]; activity?: Activity };
  /**
   * Shown between the heading and the text: the page's picture, or what it asks the student to
   * tap, so that is on a small phone's first screen (the text then says more about it).
   */
  lead?: ReactNode;
  /** What the page kind adds after its text: tiles, planets, a table… */
  children?: ReactNode;
};

/**
 * The frame every content page shares: its heading, its hands-on piece if it has one (try, then
 * read), an optional lead, then its text and what its kind adds (and there the piece of a page
 * that shows something first).
 */
export function PageShell({ page, lead, children }: PageShellProps) {
  const [first, last] = pieceComesLast(page.kind) ? [undefined, page.activity] : [page.activity];
  return (
    <article className={styles.article} data-kind={page.kind}>
      <h2>{page.title}</h2>
      {first && <ActivityPiece activity={first} />}
      {lead}
      <div className={styles.text}>
        <Blocks blocks={page.body} />
      </div>
      {children}
      {last && <ActivityPiece activity={last} />}
    </article>
  );
}
