import { lazy, Suspense, useState } from "react";
import { useLocation } from "wouter";
import { useDialogs } from "../../lib/dialogs";
import { isClassPath, isMissionPath, routeFor } from "../../../core/paths";
import buttons from "../../ui/button.module.css";
import { Earth, PlanetLink } from "./planet-link";
import styles from "./main-nav.module.css";

const ClassPlanetLink = lazy(() =>
  import("./class-planet-link").then((m) => ({ default: m.ClassPlanetLink })),
);
const BackToHomeDialog = lazy(() =>
  import("./back-to-home-dialog").then((m) => ({ default: m.BackToHomeDialog })),
);

/**
 * The planet button at the top left. Inside a mission it asks first (the 'backToHome'
 * dialog) and then goes Home; anywhere else it leads to the page's parent, or Home.
 */
export function MainNav() {
  const [location] = useLocation();
  // The dialog's code loads the first time it is needed, then stays so focus can return.
  const [askedOnce, setAskedOnce] = useState(false);

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

  // A class address's parent is in the class routes, loaded with the class pages: until then
  // the planet leads Home.
  const link = isClassPath(location) ? (
    <Suspense fallback={<PlanetLink location={location} routeOf={routeFor} />}>
      <ClassPlanetLink location={location} />
    </Suspense>
  ) : (
    <PlanetLink location={location} routeOf={routeFor} />
  );
  return (
    <>
      {link}
      {dialog}
    </>
  );
}
