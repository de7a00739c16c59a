import { Link } from "wouter";
import { PATHS, type PageRoute } from "../../../core/paths";
import buttons from "../../ui/button.module.css";
import styles from "./main-nav.module.css";

type PlanetLinkProps = {
  location: string;
  /** Finds a route by its address: the parent's, and the parent's title. */
  routeOf: (path: string) => PageRoute<string> | undefined;
};

/** The planet button outside a mission: it leads to the page's parent, or Home. */
export function PlanetLink({ location, routeOf }: PlanetLinkProps) {
  const target = routeOf(location)?.parent ?? PATHS.home;
  const name = target === PATHS.home ? "Home" : `Back to ${routeOf(target)?.title ?? "Home"}`;
  return (
    <Link
      href={target}
      className={`${buttons.icon} ${styles.home}`}
      aria-label={name}
      aria-current={location === target ? "page" : undefined}
    >
      <Earth />
    </Link>
  );
}

export function Earth() {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="17" fill="#3d8bff" />
      <path
        d="M11 9c4 1 6 4 5 7s-5 3-6 6-3 2-5 0c0-6 2-10 6-13zM22 5c5 1 9 4 11 8-3 0-5 2-4 5s4 3 4 7c-1 4-4 7-8 9 1-4-1-6-3-8s-1-5 1-6 1-4-2-5-1-7 1-10z"
        fill="#5ed68f"
      />
      <circle cx="20" cy="20" r="17" fill="none" stroke="#e8ecff" strokeWidth="2" />
    </svg>
  );
}
