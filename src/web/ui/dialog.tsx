import { useEffect, useId, useRef, type ReactNode } from "react";
import buttons from "./button.module.css";
import styles from "./dialog.module.css";

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Label of the close button; the spec's dialogs close by a button or Escape. */
  closeLabel?: string;
  /** The id of what the dialog asks (a quiz's question), read after its title. */
  describedBy?: string;
  /** The whole screen (a celebration), not a box over the page. */
  full?: boolean;
};

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, focus moves in (to
 * the element marked data-autofocus, if any), Escape closes it, and focus returns to what was
 * focused before it opened.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  closeLabel = "Close",
  describedBy,
  full = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // Where the student is going, when the content names it (a quiz's first answer); else
      // the browser's choice, the first control.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // At once, not on the close event: that comes a task later, and a student (or a test)
      // who has focused something else by then would have focus pulled back to the opener.
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={full ? `${styles.dialog} ${styles.full}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={open ? describedBy : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={buttons.close} onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && <div className={styles.body}>{children}</div>}
    </dialog>
  );
}
