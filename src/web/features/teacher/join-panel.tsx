import { useState } from "react";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { displayCode } from "../../../core/classes/join-code";
import { CLASS_PATHS } from "../../../core/class-paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import buttons from "../../ui/button.module.css";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CopyButton } from "./copy-button";
import { QrCode } from "./qr-code";
import styles from "./teacher.module.css";

type JoinPanelProps = { summary: ClassSummary; onChanged: (next: ClassSummary) => void };

/** The code read out one character at a time, as a screen reader should say it. */
const spelled = (code: string) => [...code].join(" ");

/**
 * How students join (issue 24.2): the code big enough for a projector, the join link on this
 * page's own address with Copy, and its QR code. The owner closes joining or makes a new code.
 */
export function JoinPanel({ summary: c, onChanged }: JoinPanelProps) {
  const [error, setError] = useState("");
  const [said, setSaid] = useState("");
  const [asking, setAsking] = useState(false);
  const owner = c.role === "owner";
  const code = c.joinCode ?? "";
  const link = `${window.location.origin}${CLASS_PATHS.classJoin(code)}`;

  const setJoining = async (joiningOpen: boolean) => {
    setError("");
    try {
      const answer = await call("updateClass", { joiningOpen }, { id: c.id });
      onChanged(answer.class);
      setSaid(joiningOpen ? "Joining is open." : "Joining is closed.");
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="join-title">
      <h2 id="join-title">Join this class</h2>
      {c.joiningOpen ? (
        <div className={styles.join}>
          <div>
            <p>Students scan the QR code or open the link, log in, and join with this code:</p>
            <p className={styles.code}>
              <span aria-hidden="true">{displayCode(code)}</span>
              <span className="visually-hidden">{spelled(code)}</span>
            </p>
            <p className={styles.link}>{link}</p>
            <div className={styles.row}>
              <CopyButton key={link} text={link} label="Copy join link" />
            </div>
          </div>
          <QrCode text={link} label="QR code of the join link" />
        </div>
      ) : (
        <p>Joining is closed: nobody can join until it is open again.</p>
      )}
      {owner && (
        <div className={styles.row}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => void setJoining(!c.joiningOpen)}
          >
            {c.joiningOpen ? "Close joining" : "Open joining"}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => setAsking(true)}>
            New code
          </button>
        </div>
      )}
      <p role="status" className={styles.note}>
        {said}
      </p>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <ConfirmDialog
        open={asking}
        title="Make a new code?"
        confirm="Yes, make a new code"
        cancel="Keep this code"
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          const answer = await call("newJoinCode", { id: c.id });
          setAsking(false);
          onChanged(answer.class);
          setSaid(`The new code is ${displayCode(answer.class.joinCode ?? "")}.`);
        }}
      >
        <p>
          The code {displayCode(code)} and its link stop working at once, and joining opens with the
          new one. Students already in the class stay in it.
        </p>
      </ConfirmDialog>
    </section>
  );
}
