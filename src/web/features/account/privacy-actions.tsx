import { useState } from "react";
import { useLocation } from "wouter";
import { ENDPOINTS } from "../../../core/api/endpoints";
import { call } from "../../lib/api";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PATHS } from "../../../core/paths";
import styles from "./profile.module.css";

/** The Privacy Act 2020 rights: a copy of everything stored, and deleting all of it. */
export function PrivacyActions() {
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();

  const remove = async () => {
    await call("deleteAccount");
    setConfirming(false);
    await useSession.getState().forget();
    navigate(PATHS.home);
  };

  return (
    <>
      <p>
        You can have a copy of everything Rocket stores about you, or delete your account and all of
        it. The Privacy Act 2020 gives you both rights.
      </p>
      <div className={styles.row}>
        <a href={ENDPOINTS.exportData.path} download className={buttons.secondary}>
          Download all my data
        </a>
        <button
          type="button"
          className={`${buttons.base} ${styles.danger}`}
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirm="Yes, delete my account"
        cancel="Keep my account"
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      >
        <p>This deletes, for good:</p>
        <ul>
          <li>your name, email and password</li>
          <li>your photo</li>
          <li>your settings and school</li>
          <li>your mission progress, on this device too</li>
          <li>where you're logged in, on every device</li>
        </ul>
        <p>You can't undo this. You can download your data first if you want a copy.</p>
      </ConfirmDialog>
    </>
  );
}
