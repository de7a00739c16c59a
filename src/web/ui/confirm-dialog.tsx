import { useState, type ReactNode } from "react";
import { messageOf } from "../lib/api-message";
import buttons from "./button.module.css";
import { Dialog } from "./dialog";
import panel from "./panel.module.css";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The button that does it, e.g. "Yes, delete the class". */
  confirm: string;
  /** The button that leaves things as they are, e.g. "Keep the class". */
  cancel: string;
  onClose: () => void;
  /** Does it; a failure's message is shown in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  children: ReactNode;
};

/** Asks before something that cannot be undone (delete, archive, leave, remove a student). */
export function ConfirmDialog({
  open,
  title,
  confirm,
  cancel,
  onClose,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      await onConfirm();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setError("");
    onClose();
  };

  return (
    <Dialog open={open} title={title} onClose={close}>
      {children}
      <p role="alert" className={panel.error}>
        {error}
      </p>
      <div className={panel.row}>
        <button
          type="button"
          className={`${buttons.base} ${panel.danger}`}
          aria-disabled={busy || undefined}
          onClick={() => void run()}
        >
          {confirm}
        </button>
        <button type="button" className={buttons.secondary} data-autofocus onClick={close}>
          {cancel}
        </button>
      </div>
    </Dialog>
  );
}
