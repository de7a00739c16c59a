import { LINKS } from "../../../core/content/links";
import type { LinkSegment } from "../../../core/content/schema";
import { useOnline } from "../../lib/online";
import styles from "./external-link.module.css";

/**
 * An official page, opened in a new tab: the arrow and the words after the link say it leaves
 * the app (for screen readers too), and with no connection it says the page needs one.
 */
export function ExternalLink({ segment }: { segment: LinkSegment }) {
  const online = useOnline();
  const { href, site } = LINKS[segment.to];
  return (
    <>
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {segment.link}
        <span className="visually-hidden"> ({site} website, opens in a new tab)</span>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M6 3H3v10h10v-3M9 2h5v5M14 2L7 9" />
        </svg>
      </a>
      {!online && <span className={styles.offline}> (needs an internet connection)</span>}
    </>
  );
}
