import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { contactRequest, type ContactRequest } from "../../../core/api/schemas";
import { call, ApiError } from "../../lib/api";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Field, TextArea } from "../../ui/field";
import { Page } from "../../ui/page";
import { PATHS } from "../../../core/paths";
import styles from "./contact.module.css";

type Key = keyof ContactRequest;
type Errors = Partial<Record<Key, string>>;
const KEYS: readonly Key[] = ["name", "email", "message"];
const isKey = (k: unknown): k is Key => KEYS.some((key) => key === k);

/** The first problem with each field, in the words of the shared contact schema. */
function validate(values: ContactRequest): Errors {
  const result = contactRequest.safeParse(values);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (isKey(key) && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

function problemText(error: unknown): string {
  if (!(error instanceof ApiError)) return "Something went wrong. Please try again.";
  if (error.status === 429) {
    return "You've sent a lot of messages in a short time. Please wait an hour, then try again.";
  }
  return error.message;
}

/** Contact us: a message to the Rocket team, checked here first and then by the server. */
export function ContactPage() {
  const me = useSession((s) => s.me);
  const [values, setValues] = useState<ContactRequest>({
    name: me?.user.name ?? "",
    email: me?.user.email ?? "",
    message: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ContactRequest | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  // After a submit with problems, move to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  function set(key: Key, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once a student has tried to send, fields are re-checked as they are fixed.
    if (checked) setErrors(validate(next));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setProblem("");
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((a) => a + 1);
      return;
    }
    setSending(true);
    try {
      const message = contactRequest.parse(values);
      await call("contact", message);
      setSent(message);
    } catch (error) {
      // The server names the field in "email: …" when it disagrees with a value.
      const [where, ...rest] = error instanceof ApiError ? error.message.split(": ") : [];
      if (error instanceof ApiError && error.status === 400 && isKey(where) && rest.length > 0) {
        setErrors({ [where]: rest.join(": ") });
        setAttempt((a) => a + 1);
      } else {
        setProblem(problemText(error));
      }
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <Page>
        <div className={styles.thanks}>
          <h2 ref={thanks} tabIndex={-1}>
            Message sent
          </h2>
          <p>
            Thanks, {sent.name}! We&apos;ve got your message and will reply to{" "}
            <strong>{sent.email}</strong>.
          </p>
          <p className={styles.actions}>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                setValues({ ...sent, message: "" });
                setChecked(false);
                setSent(null);
              }}
            >
              Send another message
            </button>
            <Link href={PATHS.home} className={buttons.primary}>
              Back to Home
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  return (
    <Page>
      <p>
        A question, an idea, or something that doesn&apos;t work? Send us a message and we&apos;ll
        get back to you. Teachers, parents and caregivers are welcome to write too.
      </p>
      <p className={styles.note}>
        We use your name and email only to reply to you (see our{" "}
        <Link href={PATHS.privacy}>Privacy policy</Link>). Please don&apos;t put passwords or bank
        details in your message.
      </p>
      <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
        <Field
          label="Your name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(e) => set("name", e.target.value)}
        />
        <Field
          label="Your email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          hint="So we can reply."
          value={values.email}
          error={errors.email}
          onChange={(e) => set("email", e.target.value)}
        />
        <TextArea
          label="Your message"
          name="message"
          required
          maxLength={5000}
          value={values.message}
          error={errors.message}
          onChange={(e) => set("message", e.target.value)}
        />
        <p className={styles.problem} role="alert">
          {problem}
        </p>
        <button type="submit" className={buttons.primary} disabled={sending}>
          {sending ? "Sending…" : "Send message"}
        </button>
      </form>
    </Page>
  );
}
