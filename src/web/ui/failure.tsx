import { useEffect } from "react";
import { Link } from "wouter";
import { PATHS, pageTitle } from "../../core/paths";
import { FAILURE_TEXT, failureKind } from "./failure-kind";
import buttons from "./button.module.css";
import page from "./page.module.css";
import styles from "./failure.module.css";

type FailureProps = {
  error: unknown;
  /** The whole app failed: Home is a fresh load, as there is no app left to go there. */
  whole?: boolean;
};

/** In place of a page that threw: what failed, in plain words, with Reload and a way Home. */
export function Failure({ error, whole = false }: FailureProps) {
  const { title, text } = FAILURE_TEXT[failureKind(error, navigator.onLine)];
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  const home = "Fly back home";
  return (
    // An alert, so a screen reader says at once what happened in place of the page it expected.
    <div className={page.page} role="alert">
      <div className={styles.failure}>
        <h1>{title}</h1>
        <p>{text}</p>
        <p className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={() => location.reload()}>
            Reload
          </button>
          {whole ? (
            <a href={PATHS.home} className={buttons.secondary}>
              {home}
            </a>
          ) : (
            <Link href={PATHS.home} className={buttons.secondary}>
              {home}
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}
