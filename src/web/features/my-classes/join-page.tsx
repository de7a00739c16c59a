import { useEffect, useState } from "react";
import { useParams } from "wouter";
import type { AnswerOf } from "../../../core/api/contract";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import { useSession } from "../../lib/session";
import { Page } from "../../ui/page";
import { Preloader } from "../../ui/preloader";
import { CodeForm } from "./code-form";
import { Consent } from "./consent";
import { SignInFirst } from "../../ui/sign-in-first";
import styles from "./my-classes.module.css";
import { CLASS_ROUTE } from "../../../core/class-paths";

/**
 * A class's join link (CLASS_PATHS.classJoin): a visitor is asked to log in or register first and
 * stays here; a signed-in student sees the class and the consent screen, then joins.
 */
export function JoinPage() {
  const { code = "" } = useParams<{ code: string }>();
  const status = useSession((s) => s.status);
  const name = useSession((s) => s.me?.user.name ?? "");
  return (
    <Page title={CLASS_ROUTE.classJoin.title}>
      {status === "loading" ? (
        <Preloader inline />
      ) : status === "signed-in" ? (
        <Preview key={code} code={code} studentName={name} />
      ) : (
        <SignInFirst heading="Log in to join a class">
          Your teacher can only see how you&apos;re going if you have a Rocket account. Log in, or
          make an account with your email or with Google. You&apos;ll come straight back here.
        </SignInFirst>
      )}
    </Page>
  );
}

type Found =
  | { kind: "looking" }
  | { kind: "found"; preview: AnswerOf<"previewClass"> }
  | { kind: "failed"; message: string };

/** The class a code names, looked up once (each look-up counts against the student's tries). */
function Preview({ code, studentName }: { code: string; studentName: string }) {
  const [found, setFound] = useState<Found>({ kind: "looking" });
  useEffect(() => {
    let live = true;
    call("previewClass", { code }).then(
      (preview) => live && setFound({ kind: "found", preview }),
      (error: unknown) => live && setFound({ kind: "failed", message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (found.kind === "looking") return <Preloader inline />;
  if (found.kind === "found") {
    return <Consent code={code} preview={found.preview} studentName={studentName} />;
  }
  return (
    <section className={styles.card} aria-labelledby="join-failed">
      <h2 id="join-failed">We couldn&apos;t find that class</h2>
      <p role="alert" className={styles.error}>
        {found.message}
      </p>
      <CodeForm label="Try the code again" />
    </section>
  );
}
