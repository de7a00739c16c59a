import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { logOut as endSession } from "../../lib/auth";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Page } from "../../ui/page";
import { PATHS } from "../../../core/paths";
import styles from "./account.module.css";

type State = "working" | "done" | "failed" | "visitor";

const HEADINGS: Record<State, string> = {
  working: "Logging out",
  done: "You've logged out",
  failed: "Logging out",
  visitor: "You weren't logged in",
};

async function logOut(setState: (state: State) => void) {
  // A visitor has nothing to log out of, and their progress on this device stays.
  if (useSession.getState().status !== "signed-in") return setState("visitor");
  setState("working");
  try {
    await endSession();
    setState("done");
  } catch {
    setState("failed");
  }
}

/** /logout: sends what is queued, logs out and clears the account's progress from this device. */
export function LogoutPage() {
  const [state, setState] = useState<State>("working");
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void logOut(setState);
  }, []);

  return (
    <Page heading={HEADINGS[state]}>
      <div role="status">
        {state === "working" && <p>Logging you out…</p>}
        {state === "done" && (
          <p>
            See you next time! Your progress is safe in your account, and this device has forgotten
            it. Anything you do now is saved on this device until you log in again.
          </p>
        )}
        {state === "visitor" && (
          <p>
            There was no account to log out of on this device. Your progress here is kept on this
            device. Log in to keep it in an account and take it to any device.
          </p>
        )}
      </div>
      {state === "failed" && (
        <>
          <p className={styles.formError} role="alert">
            We couldn't reach Rocket to log you out. Check your connection and try again.
          </p>
          <button type="button" className={buttons.primary} onClick={() => void logOut(setState)}>
            Try again
          </button>
        </>
      )}
      {state !== "working" && (
        <p className={styles.actions}>
          <Link href={PATHS.home} className={buttons.primary}>
            Back to Home
          </Link>
          {state === "visitor" ? (
            <Link href={PATHS.login} className={buttons.secondary}>
              Log in
            </Link>
          ) : (
            <Link href="/" className={buttons.secondary}>
              Start page
            </Link>
          )}
        </p>
      )}
    </Page>
  );
}
