import { Link } from "wouter";
import { ApiError } from "../../lib/api";
import { afterSignIn, signIn, signUp } from "../../lib/auth";
import buttons from "../../ui/button.module.css";
import { Field } from "../../ui/field";
import { EmailField, NewPasswordField, SubmitButton } from "./auth-fields";
import styles from "./account.module.css";
import { MAYBE_REGISTERED, REQUIRED } from "./auth-errors";
import type { AuthFormProps } from "./auth-dialog";
import { GoogleButton } from "./google-button";
import { text, useAuthForm } from "./use-auth-form";
import { PATHS } from "../../../core/paths";

/** Create an account; what this device has done so far goes into it. */
export function RegisterForm({ onDone, onClose, show }: AuthFormProps) {
  const {
    attachForm,
    busy,
    formError,
    field,
    requireAll,
    show: showError,
    onSubmit,
  } = useAuthForm({ autofocus: true });

  const submit = onSubmit(async (data) => {
    const name = text(data, "name").trim();
    const email = text(data, "email").trim();
    const password = text(data, "password");
    if (!requireAll({ name, email, password }, REQUIRED.register)) return;
    await signUp(name, email, password);
    // Sign-up makes no session (decision 0021): signing in with the password just chosen does.
    const wrongPassword = (error: unknown) =>
      error instanceof ApiError && error.code === "INVALID_EMAIL_OR_PASSWORD";
    try {
      await signIn(email, password);
    } catch (error) {
      if (!wrongPassword(error)) throw error;
      showError({ field: "email", message: MAYBE_REGISTERED });
      return;
    }
    await afterSignIn();
    onDone(`Welcome aboard, ${name}! Your progress is saved to your account.`);
  });

  return (
    <>
      <p className={styles.lead}>
        Save your progress and use it on any device. What you've done here comes with you.
      </p>
      <p className={styles.formError} role="alert">
        {formError}
      </p>
      <GoogleButton onError={(message) => showError({ field: "form", message })} />
      <form ref={attachForm} className={styles.form} noValidate onSubmit={submit}>
        <Field
          label="Name"
          hint="Your first name is enough."
          autoComplete="name"
          maxLength={100}
          required
          {...field("name")}
        />
        <EmailField {...field("email")} />
        <NewPasswordField {...field("password")} />
        <p className={styles.small}>
          By registering you agree to our{" "}
          <Link href={PATHS.terms} onClick={onClose}>
            terms
          </Link>{" "}
          and{" "}
          <Link href={PATHS.privacy} onClick={onClose}>
            privacy policy
          </Link>
          .
        </p>
        <div className={styles.actions}>
          <SubmitButton busy={busy} busyLabel="Creating your account…">
            Regi-star
          </SubmitButton>
        </div>
      </form>
      <div className={styles.switches}>
        <p className={styles.small}>Already have an account?</p>
        <button type="button" className={buttons.link} onClick={() => show("login")}>
          Log in
        </button>
      </div>
    </>
  );
}
