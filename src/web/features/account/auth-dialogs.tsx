import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useDialogs } from "../../lib/dialogs";
import { GOOGLE_RETURN_FLAG, useSession } from "../../lib/session";
import type { AuthDialogId } from "./auth-dialog";

// The forms are not part of the first visit's JavaScript: they load when a dialog first opens.
const AuthDialog = lazy(() => import("./auth-dialog").then((m) => ({ default: m.AuthDialog })));

const IDS: readonly string[] = ["login", "register", "forgotPassword"] satisfies AuthDialogId[];
const isAuthId = (id: string | null): id is AuthDialogId => id !== null && IDS.includes(id);

/**
 * Back from Google signed in: the device's progress goes into the account (the merge takes the
 * return's flag down once the progress is queued).
 */
function useMergeAfterGoogle() {
  const status = useSession((s) => s.status);
  useEffect(() => {
    if (status !== "signed-in") return;
    try {
      if (!sessionStorage.getItem(GOOGLE_RETURN_FLAG)) return;
    } catch {
      return;
    }
    void import("../../lib/auth").then((m) => m.mergeDeviceProgress());
  }, [status]);
}

/**
 * The log in, register and forgot password dialogs ('login', 'register', 'forgotPassword' in
 * the dialogs store). A signed-in student never sees them. Once loaded, the dialog stays mounted
 * (closed) so that closing it returns focus to the button that opened it.
 */
export function AuthDialogs() {
  const open = useDialogs((s) => s.open);
  const signedIn = useSession((s) => s.status === "signed-in");
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [shown, setShown] = useState<AuthDialogId | null>(null);
  useMergeAfterGoogle();

  // A signed-in student arriving with ?modal=login: nothing to show, so nothing stays open.
  useEffect(() => {
    if (signedIn && isAuthId(open)) useDialogs.getState().close();
  }, [signedIn, open]);

  const current = isAuthId(open) && !signedIn ? open : null;
  if (current && current !== shown) setShown(current);
  if (!shown) return null;

  const onClose = () => {
    useDialogs.getState().close();
    // /login arrives as /explorer?modal=login: once closed, a reload should not reopen it.
    if (new URLSearchParams(search).has("modal")) navigate(location, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <AuthDialog
        id={shown}
        open={current !== null}
        onClose={onClose}
        show={(id) => useDialogs.getState().show(id)}
      />
    </Suspense>
  );
}
