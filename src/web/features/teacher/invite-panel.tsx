import { useState } from "react";
import { dayMonthYear } from "../../../core/format/dates";
import { CLASS_PATHS } from "../../../core/class-paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import buttons from "../../ui/button.module.css";
import { CopyButton } from "./copy-button";
import styles from "./teacher.module.css";

type Invite = { link: string; until: string };

/**
 * A co-teacher joins by a link the owner makes and sends (issue 24.1): never by looking an
 * email up, which would tell who has an account.
 */
export function InvitePanel({ id }: { id: string }) {
  const [invite, setInvite] = useState<Invite | null>(null);
  const [error, setError] = useState("");

  const make = async () => {
    setError("");
    try {
      const { token, expiresAt } = await call("createInvite", { id });
      setInvite({
        link: `${window.location.origin}${CLASS_PATHS.classInviteLink(token)}`,
        until: dayMonthYear(new Date(expiresAt)),
      });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="invite-title">
      <h2 id="invite-title">Teach with a colleague</h2>
      <p>
        Send a colleague an invite link. They log in with their own account and see this class with
        you; they can remove students, but only you can rename, archive or delete it.
      </p>
      <div className={styles.row}>
        <button type="button" className={buttons.secondary} onClick={() => void make()}>
          {invite ? "Make another invite link" : "Make an invite link"}
        </button>
      </div>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      {invite && (
        <div role="group" aria-label="Invite link">
          <p className={styles.link}>{invite.link}</p>
          <div className={styles.row}>
            <CopyButton key={invite.link} text={invite.link} label="Copy invite link" />
          </div>
          <p className={styles.meta}>It works once, until {invite.until}.</p>
        </div>
      )}
    </section>
  );
}
