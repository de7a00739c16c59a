import { useEffect, type ReactNode } from "react";
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
  children?: ReactNode;
};

/** A screen: sets "<title> | Rocket", gives the page its one h1, and fades it in. */
export function Page({ title: given, heading, hideHeading = false, beside, children }: PageProps) {
  const [location] = useLocation();
  const title = given ?? routeFor(location)?.title ?? "Rocket";
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  const h1 = <h1 className={hideHeading ? "visually-hidden" : undefined}>{heading ?? title}</h1>;
  return (
    <div className={styles.page}>
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
