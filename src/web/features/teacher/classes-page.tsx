import { useEffect, useRef, useState } from "react";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import { useSession } from "../../lib/session";
import { Page } from "../../ui/page";
import { Preloader } from "../../ui/preloader";
import { ClassCard } from "./class-card";
import { CreateClassForm } from "./create-class-form";
import { SignInFirst } from "../../ui/sign-in-first";
import styles from "./teacher.module.css";
import { CLASS_ROUTE } from "../../../core/class-paths";

/** The classes an account teaches (issue 24.1): make one, rename, archive or delete it. */
export function ClassesPage() {
  const signedIn = useSession((s) => s.status === "signed-in");
  return (
    <Page title={CLASS_ROUTE.classes.title}>
      {signedIn ? (
        <Classes />
      ) : (
        <SignInFirst heading="Log in to teach a class">
          With an account you can make a class, show its code on the projector, and see which
          missions your students have finished.
        </SignInFirst>
      )}
    </Page>
  );
}

function Classes() {
  const [classes, setClasses] = useState<ClassSummary[] | null>(null);
  const [error, setError] = useState("");
  const [said, setSaid] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useEffect(() => {
    call("listClasses").then(
      // A class this account joined as a student is on its own screen, not here.
      (answer) => setClasses(answer.classes.filter((c) => c.role !== "member")),
      (e: unknown) => setError(messageOf(e)),
    );
  }, []);

  // After a class is deleted, once its card and dialog are gone (the page behind an open dialog
  // cannot take focus): the list's heading is where the teacher is.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [classes]);

  const changed = (next: ClassSummary) =>
    setClasses((list) => list?.map((c) => (c.id === next.id ? next : c)) ?? null);
  const deleted = (gone: ClassSummary) => {
    setClasses((list) => list?.filter((c) => c.id !== gone.id) ?? null);
    setSaid(`Deleted ${gone.name}.`);
    focusHeading.current = true;
  };

  return (
    <>
      <p className={styles.lead}>
        Make a class, show its code on the projector, and see who finished which missions. Before
        joining, students see your name and your email's domain (the part after the @).
      </p>
      <CreateClassForm />
      <section aria-labelledby="your-classes">
        <h2 id="your-classes" ref={heading} tabIndex={-1}>
          Your classes
        </h2>
        <p role="status" className={styles.note}>
          {said}
        </p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : classes === null ? (
          <Preloader inline />
        ) : classes.length === 0 ? (
          <p>No classes yet. Make your first one above.</p>
        ) : (
          <ul className={styles.list}>
            {classes.map((c) => (
              <ClassCard key={c.id} summary={c} onChanged={changed} onDeleted={deleted} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
