import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { Link, useLocation } from "wouter";
import { useDialogs } from "../../lib/dialogs";
import { CLASS_ROUTES } from "../../../core/class-paths";
import { PAGE_ROUTES, PATHS } from "../../../core/paths";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { useSwipe } from "../../ui/use-swipe";
import styles from "./menu-panel.module.css";

type MenuPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to when the menu closes: the rocket button. */
  returnTo: RefObject<HTMLElement | null>;
};

const MENU_ROUTES = [...PAGE_ROUTES, ...CLASS_ROUTES].filter((r) => r.menu);
const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea, [tabindex='0']";

/** Tab and Shift+Tab go round inside the menu instead of leaving it. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The side menu, a modal <dialog> sliding in from the right (the page behind is inert).
 * Closed by its button, Escape, a tap outside, a right swipe of 100 px or more, or a route
 * change (SideMenu); focus then returns to the rocket button.
 */
export function MenuPanel({ id, open, onClose, returnTo }: MenuPanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [location] = useLocation();
  const signedIn = useSession((s) => s.status === "signed-in");
  const swipe = useSwipe({ onSwipeRight: onClose });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // Now, not on the close event: a login dialog opened from here takes focus next.
      returnTo.current?.focus();
    }
  }, [open, returnTo]);

  const openAccountDialog = (dialogId: "login" | "register") => {
    onClose();
    useDialogs.getState().show(dialogId);
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className={styles.menu}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed some other way (the browser can force it): keep the button's state in step.
      onClose={onClose}
      // The dialog element itself is only hit outside the panel, on its backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={trapTab}
      {...swipe}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            Menu
          </h2>
          <button type="button" className={buttons.close} aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-labelledby={`${id}-title`}>
          <ul className={styles.links}>
            {MENU_ROUTES.filter((route) => signedIn || !route.account).map((route) => (
              <li key={route.path}>
                <Link
                  href={route.path}
                  className={styles.link}
                  aria-current={location === route.path ? "page" : undefined}
                >
                  {route.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          {signedIn ? (
            <Link href={PATHS.logout} className={buttons.secondary}>
              Log out
            </Link>
          ) : (
            <>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => openAccountDialog("login")}
              >
                Log in
              </button>
              <button
                type="button"
                className={buttons.primary}
                onClick={() => openAccountDialog("register")}
              >
                Regi-star
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
