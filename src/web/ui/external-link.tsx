import { useId } from "react";
import { LINKS } from "../../core/content/links";
import type { LinkSegment } from "../../core/content/schema";
import { useOnline } from "../lib/online";
import styles from "./external-link.module.css";

/**
 * An official page, opened in a new tab. Words inside the link say it leaves the app for that
 * site (seen, and heard as part of the link's name); the arrow repeats it for the eye. With no
 * connection a note after it says the page needs one, also read as the link's description.
 */
export function ExternalLink({ segment }: { segment: LinkSegment }) {
  const online = useOnline();
  const note = useId();
  const { href, site } = LINKS[segment.to];
  return (
    <>
      <a
        className={styles.link}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={online ? undefined : note}
      >
        {segment.link}
        <span className={styles.leaves}> (leaves the app: {site} website, new tab)</span>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M6 3H3v10h10v-3M9 2h5v5M14 2L7 9" />
        </svg>
      </a>
      {!online && (
        <span id={note} className={styles.offline}>
          {" "}
          (needs an internet connection)
        </span>
      )}
    </>
  );
}
