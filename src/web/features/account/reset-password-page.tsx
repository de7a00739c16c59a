import { useState } from "react";
import { useSearch } from "wouter";
import { useDialogs } from "../../lib/dialogs";
import { ApiError } from "../../lib/api";
import { resetPassword } from "../../lib/auth";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Field } from "../../ui/field";
import { NewPasswordField, SubmitButton } from "./auth-fields";
import { Page } from "../../ui/page";
import styles from "./account.module.css";
import { text, useAuthForm } from "./use-auth-form";

type State = "form" | "done" | "bad-link" | "no-link";

const isBadLink = (error: unknown) =>
  error instanceof ApiError && (error.code === "INVALID_TOKEN" || error.code === "TOKEN_EXPIRED");

/** Where the mailed link lands: /reset-password?token=… (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const params = new URLSearchParams(useSearch());
  const token = params.get("token");
  const [startedWithForm] = useState(() => Boolean(token && !params.get("error")));
  const [state, setState] = useState<State>(
    params.get("error") ? "bad-link" : token ? "form" : "no-link",
  );
  const { attachForm, busy, formError, field, show: showError, onSubmit } = useAuthForm();
  const open = (id: string) => useDialogs.getState().show(id);

  const submit = onSubmit(async (data) => {
    const password = text(data, "password");
    const confirm = text(data, "confirm");
    if (!password) {
      return showError({ field: "password", message: "Please choose a new password." });
    }
    if (password !== confirm) {
      return showError({
        field: "confirm",
        message: "The two passwords don't match. Type the new password again.",
      });
    }
    try {
      await resetPassword(token ?? "", password);
    } catch (error) {
      if (!isBadLink(error)) throw error;
      setState("bad-link");
      return;
    }
    setState("done");
    // Changing the password logs out everywhere, this browser included.
    void useSession.getState().refresh();
  });

  return (
    <Page>
      {state === "form" && (
        <form ref={attachForm} className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.lead}>Choose a new password for your Rocket account.</p>
          <p className={styles.formError} role="alert">
            {formError}
          </p>
          <NewPasswordField label="New password" {...field("password")} />
          <Field
            label="Type it again"
            type="password"
            autoComplete="new-password"
            required
            {...field("confirm")}
          />
          <div className={styles.actions}>
            <SubmitButton busy={busy} busyLabel="Saving…">
              Save my new password
            </SubmitButton>
          </div>
        </form>
      )}
      {state === "done" && (
        <Outcome
          message="Your password has been changed. You can log in with it now."
          action="Log in"
          onAction={() => open("login")}
        />
      )}
      {state === "bad-link" && (
        <Outcome
          message="This link doesn't work any more: each link works once, for one hour. Ask for a new one and use it straight away."
          action="Send me a new link"
          onAction={() => open("forgotPassword")}
          focus={startedWithForm}
        />
      )}
      {state === "no-link" && (
        <Outcome
          message="To choose a new password, open the link in the email we sent you. No email? Ask for a new link."
          action="Send me a link"
          onAction={() => open("forgotPassword")}
          focus={false}
        />
      )}
    </Page>
  );
}

function Outcome({
  message,
  action,
  onAction,
  focus = true,
}: {
  message: string;
  action: string;
  onAction: () => void;
  /** Takes focus when it replaces the form (whose focused button has gone). */
  focus?: boolean;
}) {
  return (
    <div role="status">
      <p className={styles.outcome} tabIndex={-1} ref={focus ? focusIfLost : undefined}>
        {message}
      </p>
      <button type="button" className={buttons.primary} onClick={onAction}>
        {action}
      </button>
    </div>
  );
}

/** When the form goes, its focused button goes with it: focus moves to the outcome instead. */
function focusIfLost(element: HTMLElement | null) {
  if (element && (document.activeElement === document.body || !document.activeElement)) {
    element.focus();
  }
}
