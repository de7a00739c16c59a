import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "wouter";
import buttons from "../../ui/button.module.css";
import styles from "./side-menu.module.css";

// The panel's code loads on the first tap, keeping it off the first visit's budget.
const MenuPanel = lazy(() => import("./menu-panel").then((m) => ({ default: m.MenuPanel })));

const MENU_ID = "side-menu";

/** The rocket button at the top right and the side menu it opens. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  const [shownAt, setShownAt] = useState(location);
  // A route change closes the menu (adjusting state while rendering, as React advises).
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${buttons.icon} ${styles.rocket}`}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={loaded ? MENU_ID : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
          <path d="M32 4c10 8 14 20 12 34H20C18 24 22 12 32 4z" fill="#e8ecff" />
          <circle cx="32" cy="24" r="6" fill="#7cc4ff" stroke="#27306a" strokeWidth="2" />
          <path d="M20 38l-8 10 10-2zM44 38l8 10-10-2z" fill="#ff7a59" />
          <path d="M26 40h12l-6 16z" fill="#ffc94d" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MenuPanel id={MENU_ID} open={open} onClose={() => setOpen(false)} returnTo={button} />
        </Suspense>
      )}
    </>
  );
}
