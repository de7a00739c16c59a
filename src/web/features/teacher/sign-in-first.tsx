import { useDialogs } from "../../lib/dialogs";
import buttons from "../../ui/button.module.css";
import styles from "./teacher.module.css";

/** What a visitor sees on a teacher's screen: why to log in, and the buttons to do it. */
export function SignInFirst({ heading, children }: { heading: string; children: string }) {
  const show = (id: string) => useDialogs.getState().show(id);
  return (
    <section className={styles.card} aria-labelledby="sign-in-first">
      <h2 id="sign-in-first">{heading}</h2>
      <p>{children}</p>
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
