import { useCallback, useRef, useState, type FormEvent } from "react";
import { authProblem, missing, type AuthField, type AuthProblem } from "./auth-errors";

type Errors = Partial<Record<AuthField | "form", string>>;

/**
 * The state every account form shares: messages next to fields (the first problem field gets
 * focus, so a screen reader reads its label and message), a form-wide message, and busy.
 */
export function useAuthForm({ autofocus = false } = {}) {
  const form = useRef<HTMLFormElement | null>(null);
  const attachForm = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      const first = element?.querySelector("input");
      // In a dialog: marks the first field for the native dialog's focusing steps (showModal()
      // focuses it), and focuses it when a form is swapped inside a dialog that is already open.
      if (autofocus && first) {
        first.setAttribute("autofocus", "");
        first.focus();
      }
    },
    [autofocus],
  );
  const [errors, setErrors] = useState<Errors>({});
  const [invalid, setInvalid] = useState<AuthField[]>([]);
  const [busy, setBusy] = useState(false);

  const focus = (field: AuthField) => {
    const element = form.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const show = ({ field, message }: AuthProblem, others: AuthField[] = []) => {
    setErrors({ [field]: message });
    setInvalid(field === "form" ? others : [field, ...others]);
    if (field !== "form") focus(field);
  };

  /** The spec's message next to the first empty field; every empty field is marked invalid. */
  const requireAll = <K extends AuthField>(values: Record<K, string>, message: string) => {
    const empty = missing(values);
    if (empty.length === 0) return true;
    show({ field: empty[0]!, message }, empty.slice(1));
    return false;
  };

  /** Reads the form, then runs the request; an error lands next to the field it concerns. */
  const onSubmit =
    (task: (data: FormData) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      setErrors({});
      setInvalid([]);
      setBusy(true);
      try {
        await task(new FormData(event.currentTarget));
      } catch (error) {
        show(authProblem(error));
      } finally {
        setBusy(false);
      }
    };

  const field = (name: AuthField) => ({
    name,
    error: errors[name],
    "aria-invalid": invalid.includes(name) ? true : undefined,
  });

  return { attachForm, busy, formError: errors.form, field, requireAll, show, onSubmit };
}

/** A text value of a submitted form. */
export const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};
