import { useState } from "react";
import { useLocation } from "wouter";
import { CLASS_PATHS, CLASS_ROUTE } from "../../../core/class-paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Page } from "../../ui/page";
import { SignInFirst } from "../../ui/sign-in-first";
import styles from "./teacher.module.css";

/** The token after the # of an invite link (CLASS_PATHS.classInviteLink): never sent to a server's logs. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, ""));

/** A co-teacher's invite link: accepted with their own account, it opens the class. */
export function InvitePage() {
  const signedIn = useSession((s) => s.status === "signed-in");
  const [token] = useState(() => tokenOf(window.location.hash));
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      const answer = await call("acceptInvite", { token });
      // Now a teacher: every mission opens for this account (decision 0057).
      void useSession.getState().refresh();
      navigate(CLASS_PATHS.classPage(answer.class.id));
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <Page title={CLASS_ROUTE.classInvite.title}>
        <p>This invite link is not whole. Ask the teacher who sent it to copy it again.</p>
      </Page>
    );
  }
  return (
    <Page title={CLASS_ROUTE.classInvite.title}>
      {signedIn ? (
        <section className={styles.card} aria-labelledby="invite-accept">
          <h2 id="invite-accept">You're invited to teach a class</h2>
          <p>
            Accept to see the class's code and its students' progress with your own account. The
            invite works once.
          </p>
          <button
            type="button"
            className={buttons.primary}
            aria-disabled={busy || undefined}
            onClick={() => void accept()}
          >
            Accept the invite
          </button>
          <p role="alert" className={styles.error}>
            {error}
          </p>
        </section>
      ) : (
        <SignInFirst heading="Log in to accept the invite">
          You're invited to teach a class on Rocket. Log in or make an account, then accept it here.
        </SignInFirst>
      )}
    </Page>
  );
}
