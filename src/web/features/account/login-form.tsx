import { useSearch } from "wouter";
import { afterSignIn, signIn } from "../../lib/auth";
import buttons from "../../ui/button.module.css";
import { Field } from "../../ui/field";
import { EmailField, SubmitButton } from "./auth-fields";
import styles from "./account.module.css";
import { REQUIRED, googleProblem } from "./auth-errors";
import type { AuthFormProps } from "./auth-dialog";
import { GoogleButton } from "./google-button";
import { text, useAuthForm } from "./use-auth-form";

/** Log in with email and password (or Google); links to Regi-star and Forgot password. */
export function LoginForm({ onDone, show }: AuthFormProps) {
  const {
    attachForm,
    busy,
    formError: fieldsError,
    field,
    requireAll,
    show: showError,
    onSubmit,
  } = useAuthForm({ autofocus: true });
  // Google's error redirect comes back to /explorer?modal=login&error=….
  const googleError = new URLSearchParams(useSearch()).get("error");
  const formError = fieldsError ?? (googleError ? googleProblem(googleError) : undefined);

  const submit = onSubmit(async (data) => {
    const email = text(data, "email").trim();
    const password = text(data, "password");
    if (!requireAll({ email, password }, REQUIRED.login)) return;
    await signIn(email, password);
    await afterSignIn();
    onDone("You're logged in. Welcome back!");
  });

  return (
    <>
      <p className={styles.formError} role="alert">
        {formError}
      </p>
      <GoogleButton onError={(message) => showError({ field: "form", message })} />
      <form ref={attachForm} className={styles.form} noValidate onSubmit={submit}>
        <EmailField {...field("email")} />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...field("password")}
        />
        <div className={styles.actions}>
          <SubmitButton busy={busy} busyLabel="Logging in…">
            Log in
          </SubmitButton>
          <button type="button" className={buttons.link} onClick={() => show("forgotPassword")}>
            Forgot your password?
          </button>
        </div>
      </form>
      <div className={styles.switches}>
        <p className={styles.small}>New to Rocket?</p>
        <button type="button" className={buttons.link} onClick={() => show("register")}>
          Regi-star: create an account
        </button>
      </div>
    </>
  );
}
