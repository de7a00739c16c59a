import { useDialogs } from "../../lib/dialogs";
import buttons from "../../ui/button.module.css";
import styles from "./my-classes.module.css";

/**
 * What a visitor sees instead of a class: a class needs an account. The log in and register
 * dialogs (email or Google) open over this page, so the student is back here once signed in.
 */
export function SignInFirst() {
  const show = (id: string) => useDialogs.getState().show(id);
  return (
    <section className={styles.card} aria-labelledby="classes-sign-in">
      <h2 id="classes-sign-in">Log in to join a class</h2>
      <p>
        Your teacher can only see how you&apos;re going if you have a Rocket account. Log in, or
        make an account with your email or with Google. You&apos;ll come straight back here.
      </p>
      <div className={styles.row}>
        <button type="button" className={buttons.primary} onClick={() => show("login")}>
          Log in
        </button>
        <button type="button" className={buttons.secondary} onClick={() => show("register")}>
          Regi-star
        </button>
      </div>
    </section>
  );
}
