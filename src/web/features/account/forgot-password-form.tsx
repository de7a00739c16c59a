import { useState } from "react";
import { requestPasswordReset } from "../../lib/auth";
import buttons from "../../ui/button.module.css";
import { EmailField, SubmitButton } from "./auth-fields";
import styles from "./account.module.css";
import { REQUIRED } from "./auth-errors";
import type { AuthFormProps } from "./auth-dialog";
import { text, useAuthForm } from "./use-auth-form";

/** Asks for a reset link. The answer is the same for any email, so it never says who has an account. */
export function ForgotPasswordForm({ show }: AuthFormProps) {
  const { attachForm, busy, formError, field, requireAll, onSubmit } = useAuthForm({
    autofocus: true,
  });
  const [sent, setSent] = useState(false);

  const submit = onSubmit(async (data) => {
    const email = text(data, "email").trim();
    if (!requireAll({ email }, REQUIRED.forgot)) return;
    await requestPasswordReset(email);
    setSent(true);
  });

  return (
    <>
      <div role="status">
        {sent && (
          <p
            className={`${styles.success} ${styles.outcome}`}
            tabIndex={-1}
            ref={(p) => p?.focus()}
          >
            If there's an account for that email, we've sent a link. It works for one hour, so check
            your inbox (and your spam folder) soon.
          </p>
        )}
      </div>
      <p className={styles.formError} role="alert">
        {formError}
      </p>
      {!sent && (
        <form ref={attachForm} className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.lead}>
            Type the email you registered with and we'll send you a link to choose a new password.
          </p>
          <EmailField {...field("email")} />
          <div className={styles.actions}>
            <SubmitButton busy={busy} busyLabel="Sending…">
              Send me a link
            </SubmitButton>
          </div>
        </form>
      )}
      <div className={styles.switches}>
        <button type="button" className={buttons.link} onClick={() => show("login")}>
          Back to log in
        </button>
      </div>
    </>
  );
}
