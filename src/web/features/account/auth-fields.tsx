import type { ComponentProps, ReactNode } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../core/api/passwords";
import buttons from "../../ui/button.module.css";
import { Field } from "../../ui/field";

/** What useAuthForm's field(name) gives a field: its name, error and invalid mark. */
type Wired = Omit<ComponentProps<typeof Field>, "label">;

/** The email box of every account form, filled in by password managers. */
export function EmailField(props: Wired) {
  return (
    <Field label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />
  );
}

/** A new password, with the length rules the server applies and a tip for a strong one. */
export function NewPasswordField({ label = "Password", ...props }: Wired & { label?: string }) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN} characters. A few words together is strong and easy to remember.`}
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      required
      {...props}
    />
  );
}

/** The form's main button; it says what is happening while the request is on its way. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={buttons.primary} aria-disabled={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
