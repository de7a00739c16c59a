import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { pageTitle, routeFor } from "../../core/paths";
import styles from "./page.module.css";

type PageProps = {
  /** Defaults to the route table's title for the current path. */
  title?: string;
  /** The visible heading, when it differs from the document title. */
  heading?: ReactNode;
  /** Hide the heading visually (it stays for screen readers). */
  hideHeading?: boolean;
  /** Controls on the heading's line (a mission's map): the heading is then a smaller one-liner. */
  beside?: ReactNode;
  /** Twice the usual column, for a wide table (a class's grid on a projector). */
  wide?: boolean;
  children?: ReactNode;
};

/** The first screen of a visit keeps the browser's focus; every screen after it is arrived at. */
let firstScreen = true;

/**
 * A screen: sets "<title> | Rocket", gives the page its one h1, and fades it in. A screen
 * arrived at by an in-app link (or Back) puts focus on its h1, so a screen reader reads where
 * the student is and the next Tab starts from there (WCAG 2.4.3): not on the visit's first
 * screen, where the browser starts at the top anyway.
 */
export function Page({
  title: given,
  heading,
  hideHeading = false,
  beside,
  wide = false,
  children,
}: PageProps) {
  const [location] = useLocation();
  const title = given ?? routeFor(location)?.title ?? "Rocket";
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = pageTitle(title);
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    // Not when a dialog opened on arrival (?modal=) has focus: the page behind it is inert.
    if (document.activeElement?.closest("dialog[open]")) return;
    ref.current?.focus();
  }, [title]);
  const h1 = (
    <h1 ref={ref} tabIndex={-1} className={hideHeading ? "visually-hidden" : undefined}>
      {heading ?? title}
    </h1>
  );
  return (
    <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      {beside ? (
        <div className={styles.head}>
          {h1}
          {beside}
        </div>
      ) : (
        h1
      )}
      {children}
    </div>
  );
}
