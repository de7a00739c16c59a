import { useEffect, useState } from "react";
import { serverConfig, startGoogleSignIn } from "../../lib/auth";
import buttons from "../../ui/button.module.css";
import styles from "./account.module.css";
import { authProblem } from "./auth-errors";

/** "Continue with Google", shown only when the server says Google sign-in is set up. */
export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void serverConfig().then((c) => live && setAvailable(c.google));
    return () => {
      live = false;
    };
  }, []);
  if (!available) return null;
  return (
    <>
      <button
        type="button"
        className={`${buttons.base} ${styles.google}`}
        aria-disabled={busy || undefined}
        onClick={async () => {
          if (busy) return;
          setBusy(true);
          try {
            await startGoogleSignIn();
          } catch (error) {
            onError(authProblem(error).message);
            setBusy(false);
          }
        }}
      >
        <GoogleMark />
        Continue with Google
      </button>
      <p className={styles.divider}>or with your email</p>
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-10l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
