import type { ReactNode } from "react";
import { Page } from "../../ui/page";
import styles from "./info.module.css";

type LegalPageProps = {
  /** When the page last changed, said at its top. */
  updated: string;
  summary: ReactNode;
  children: ReactNode;
};

/** A legal page: its date, "The short version" (list items), then the full text. */
export function LegalPage({ updated, summary, children }: LegalPageProps) {
  return (
    <Page>
      <div className={styles.prose}>
        <p className={styles.updated}>Last updated: {updated}</p>
        <div className={styles.summary}>
          <p>
            <strong>The short version</strong>
          </p>
          <ul>{summary}</ul>
        </div>
        {children}
      </div>
    </Page>
  );
}
