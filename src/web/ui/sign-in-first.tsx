import { useId, type ReactNode } from "react";
import { useDialogs } from "../lib/dialogs";
import buttons from "./button.module.css";
import panel from "./panel.module.css";

/**
 * What a visitor sees where a page needs an account: why, and Log in and Regi-star. The dialogs
 * (email or Google) open over the page, so the student is back on it once signed in.
 */
export function SignInFirst({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  const show = (dialog: string) => useDialogs.getState().show(dialog);
  return (
    <section className={panel.card} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{children}</p>
      <div className={panel.row}>
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
