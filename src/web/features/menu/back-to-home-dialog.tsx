import { useLocation } from "wouter";
import { useDialogs } from "../../lib/dialogs";
import buttons from "../../ui/button.module.css";
import { Dialog } from "../../ui/dialog";
import { PATHS } from "../../../core/paths";
import styles from "./back-to-home-dialog.module.css";

/** The 'backToHome' confirmation: leaving a mission part-way is fine, but never by accident. */
export function BackToHomeDialog() {
  const open = useDialogs((s) => s.open === "backToHome");
  const [, navigate] = useLocation();
  const close = () => useDialogs.getState().close();
  return (
    <Dialog open={open} title="Leave this mission?" onClose={close}>
      <p>You can come back to it any time: the pages you have seen stay counted.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            close();
            navigate(PATHS.home);
          }}
        >
          Yes, go home
        </button>
        <button type="button" className={buttons.secondary} onClick={close}>
          No, stay here
        </button>
      </div>
    </Dialog>
  );
}
