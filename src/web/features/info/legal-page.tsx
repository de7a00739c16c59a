import type { ReactNode } from "react";
import { Page } from "../../ui/page";
import styles from "./info.module.css";

/** When the privacy policy and terms last changed; both say so at the top. */
const UPDATED = "22 November 2026";

/** A legal page: its date, "The short version" (list items), then the full text. */
export function LegalPage({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <div className={styles.prose}>
        <p className={styles.updated}>Last updated: {UPDATED}</p>
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
