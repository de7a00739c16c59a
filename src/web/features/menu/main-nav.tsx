import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { useDialogs } from "../../lib/dialogs";
import { isClassPath, isMissionPath, PATHS, routeFor, type PageRoute } from "../../../core/paths";
import buttons from "../../ui/button.module.css";
import styles from "./main-nav.module.css";

const BackToHomeDialog = lazy(() =>
  import("./back-to-home-dialog").then((m) => ({ default: m.BackToHomeDialog })),
);

/**
 * How the planet button finds a page's route: a class address's is in the class routes, read
 * once such an address is opened (docs/decisions/0059); until then the planet leads Home.
 */
function useRouteLookup(location: string) {
  const [lookup, setLookup] = useState<(path: string) => PageRoute<string> | undefined>(
    () => routeFor,
  );
  const onClassPath = isClassPath(location);
  useEffect(() => {
    if (!onClassPath) return;
    import("../../../core/class-paths")
      .then((m) => setLookup(() => m.anyRouteFor))
      // Offline before the app was kept: the class page says so; the planet leads Home.
      .catch(() => undefined);
  }, [onClassPath]);
  return lookup;
}

/**
 * The planet button at the top left. Inside a mission it asks first (the 'backToHome'
 * dialog) and then goes Home; anywhere else it leads to the page's parent, or Home.
 */
export function MainNav() {
  const [location] = useLocation();
  // The dialog's code loads the first time it is needed, then stays so focus can return.
  const [askedOnce, setAskedOnce] = useState(false);
  const routeOf = useRouteLookup(location);

  const dialog = askedOnce && (
    <Suspense fallback={null}>
      <BackToHomeDialog />
    </Suspense>
  );

  if (isMissionPath(location)) {
    return (
      <>
        <button
          type="button"
          className={`${buttons.icon} ${styles.home}`}
          aria-label="Home"
          aria-haspopup="dialog"
          onClick={() => {
            setAskedOnce(true);
            useDialogs.getState().show("backToHome");
          }}
        >
          <Earth />
        </button>
        {dialog}
      </>
    );
  }

  const target = routeOf(location)?.parent ?? PATHS.home;
  const name = target === PATHS.home ? "Home" : `Back to ${routeOf(target)?.title ?? "Home"}`;
  return (
    <>
      <Link
        href={target}
        className={`${buttons.icon} ${styles.home}`}
        aria-label={name}
        aria-current={location === target ? "page" : undefined}
      >
        <Earth />
      </Link>
      {dialog}
    </>
  );
}

function Earth() {
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
