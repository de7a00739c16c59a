import { useEffect, useState } from "react";
import { Dialog } from "../../ui/dialog";
import styles from "./account.module.css";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

export type AuthDialogId = "login" | "register" | "forgotPassword";

export type AuthFormProps = {
  /** Closes the dialog and says what happened (in a status message screen readers announce). */
  onDone: (message: string) => void;
  onClose: () => void;
  /** Swaps to another of the auth dialogs. */
  show: (id: AuthDialogId) => void;
};

const TITLES: Record<AuthDialogId, string> = {
  login: "Log in",
  register: "Register",
  forgotPassword: "Forgot your password?",
};

type AuthDialogProps = Omit<AuthFormProps, "onDone"> & { id: AuthDialogId; open: boolean };

/** The log in, register and forgot password dialogs (lazy: loaded when one first opens). */
export function AuthDialog({ id, open, onClose, show }: AuthDialogProps) {
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), 6000);
    return () => clearTimeout(timer);
  }, [message]);

  const onDone = (text: string) => {
    onClose();
    setMessage(text);
    // Focus returns to the button that opened the dialog; if that has gone (the menu's Log in
    // button is replaced once signed in), the page's main region takes it.
    setTimeout(() => {
      if (document.activeElement === document.body) document.getElementById("main")?.focus();
    }, 100);
  };

  const props = { onDone, onClose, show };
  return (
    <>
      <Dialog open={open} title={TITLES[id]} onClose={onClose}>
        {id === "login" && <LoginForm {...props} />}
        {id === "register" && <RegisterForm {...props} />}
        {id === "forgotPassword" && <ForgotPasswordForm {...props} />}
      </Dialog>
      <div role="status" className={styles.toast}>
        {message && <p>{message}</p>}
      </div>
    </>
  );
}
