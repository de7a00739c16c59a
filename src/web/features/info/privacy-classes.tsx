import { useEffect, useState } from "react";
import { Link } from "wouter";
import { CLASS_PATHS } from "../../../core/class-paths";
import { PATHS } from "../../../core/paths";
import { serverConfig } from "../../lib/auth";

/** The privacy policy's part on classes (issue 24.12): what a teacher sees, how long, leaving. */
export function PrivacyClasses() {
  return (
    <section aria-labelledby="privacy-classes">
      <h2 id="privacy-classes">Classes: what a teacher sees</h2>
      <p>
        A teacher can make a class in Rocket and give you its code. Nothing is shared until you
        join, and before you join Rocket shows you exactly what the teacher will see. In a class,
        the teacher (and any co-teacher they invite) sees:
      </p>
      <ul>
        <li>your name as it is in Rocket;</li>
        <li>
          your mission progress: which missions you&apos;ve started and finished, and how many pages
          of each you&apos;ve seen, including what you did before joining;
        </li>
        <li>your first answer to each quiz question, given while you&apos;re in the class;</li>
        <li>when you last used Rocket.</li>
      </ul>
      <p>
        They <strong>don&apos;t</strong> see your email, school, settings or photo. Other students
        never see anything of yours. You can see what your teacher sees on{" "}
        <Link href={CLASS_PATHS.myClasses}>My classes</Link>: choose{" "}
        <strong>What my teacher sees</strong>.
      </p>
      <h3>How long</h3>
      <ul>
        <li>While you&apos;re in the class.</li>
        <li>
          When you leave, or your teacher removes you, the teacher stops seeing you straight away.
          Your first answers are deleted once you&apos;re in no class.
        </li>
        <li>
          When a teacher ends a class, nobody can join it any more, and it is deleted 12 months
          later, with its list of students.
        </li>
      </ul>
      <h3>How to leave</h3>
      <p>
        Go to <Link href={CLASS_PATHS.myClasses}>My classes</Link> and choose <strong>Leave</strong>
        . Deleting your account takes you out of every class, and deletes your first answers too.
      </p>
    </section>
  );
}

/**
 * Where the server is, in the words of whoever runs it (HOSTED_IN, docs/decisions/0054); when
 * they have not said, the policy claims no place.
 */
export function HostedIn() {
  const [where, setWhere] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void serverConfig().then((config) => live && setWhere(config.hostedIn));
    return () => {
      live = false;
    };
  }, []);
  return where ? (
    <>Rocket&apos;s server and database are in {where}.</>
  ) : (
    <>
      Whoever runs this copy of Rocket chooses where its server is: ask them through the{" "}
      <Link href={PATHS.contact}>Contact</Link> page.
    </>
  );
}
