import { useEffect, useState } from "react";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import { useSession } from "../../lib/session";
import { Page } from "../../ui/page";
import { Preloader } from "../../ui/preloader";
import { ClassCard } from "./class-card";
import { CodeForm } from "./code-form";
import { SignInFirst } from "../../ui/sign-in-first";
import styles from "./my-classes.module.css";
import { CLASS_ROUTE } from "../../../core/class-paths";

/** A student's classes: joining one by its code, and each class they are in. */
export function MyClassesPage() {
  const status = useSession((s) => s.status);
  return (
    <Page title={CLASS_ROUTE.myClasses.title}>
      {status === "loading" ? (
        <Preloader inline />
      ) : status === "signed-in" ? (
        <>
          <section className={styles.card} aria-labelledby="join-a-class">
            <h2 id="join-a-class">Join a class</h2>
            <CodeForm />
          </section>
          <ClassList />
        </>
      ) : (
        <SignInFirst heading="Log in to join a class">
          Your teacher can only see how you&apos;re going if you have a Rocket account. Log in, or
          make an account with your email or with Google. You&apos;ll come straight back here.
        </SignInFirst>
      )}
    </Page>
  );
}

type Listed = { kind: "loading" } | { kind: "failed"; message: string } | ClassSummary[];

/** The classes the student is a member of (a class they teach is on the teacher's screens). */
function ClassList() {
  const [listed, setListed] = useState<Listed>({ kind: "loading" });
  const [note, setNote] = useState("");
  useEffect(() => {
    let live = true;
    call("listClasses").then(
      ({ classes }) => live && setListed(classes.filter((c) => c.role === "member")),
      (error: unknown) => live && setListed({ kind: "failed", message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const onLeft = (left: ClassSummary) => {
    if (Array.isArray(listed)) setListed(listed.filter((c) => c.id !== left.id));
    setNote(`You left ${left.name}.`);
  };

  return (
    <section aria-labelledby="your-classes">
      <h2 id="your-classes">Your classes</h2>
      <p role="status">{note}</p>
      {Array.isArray(listed) ? (
        listed.length === 0 ? (
          <p>You&apos;re not in a class yet. Ask your teacher for the class code.</p>
        ) : (
          <ul className={styles.list}>
            {listed.map((c) => (
              <ClassCard key={c.id} summary={c} onLeft={onLeft} />
            ))}
          </ul>
        )
      ) : listed.kind === "loading" ? (
        <Preloader inline />
      ) : (
        <p role="alert" className={styles.error}>
          {listed.message}
        </p>
      )}
    </section>
  );
}
