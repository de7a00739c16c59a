import { Link } from "wouter";
import { LegalPage } from "./legal-page";
import { HostedIn, PrivacyClasses } from "./privacy-classes";
import { PATHS } from "../../../core/paths";

/** The 13 information privacy principles of the Privacy Act 2020, and what Rocket does for each. */
const PRINCIPLES = [
  [
    "Only collect what's needed",
    "We collect only what Rocket needs to work, for the reasons on this page.",
  ],
  ["Get it from you", "We get your information from you (or from Google, if you sign in with it)."],
  ["Tell you about it", "This page tells you what we collect, why, and what you can do about it."],
  [
    "Collect it fairly",
    "No tricks and nothing sneaky, and extra care because many of you are under 18.",
  ],
  ["Keep it safe", "We protect it from loss, misuse and people who shouldn't see it."],
  ["Let you see it", "You can get a copy of everything we hold about you."],
  ["Let you fix it", "You can change it, or ask us to correct anything that's wrong."],
  ["Check it's right", "We use what you give us and check it makes sense before we rely on it."],
  [
    "Don't keep it too long",
    "We delete it when it's no longer needed, or when you delete your account.",
  ],
  [
    "Use it only for what we said",
    "We never use it for ads or for anything this page doesn't describe.",
  ],
  ["Share it only when allowed", "We don't sell or hand it out; see \u201cWho can see it\u201d."],
  [
    "Take care overseas",
    "We don't send it overseas unless it is protected as well as NZ law requires.",
  ],
  ["Unique identifiers", "We never ask for your IRD, NSN or any other government number."],
] as const;

/** Privacy policy: plain English for students, following the Privacy Act 2020. */
export function PrivacyPage() {
  return (
    <LegalPage
      updated="26 November 2026"
      summary={
        <>
          <li>
            You can use all of Rocket without an account, and then we don&apos;t know who you are.
          </li>
          <li>
            With an account we keep your name, email, settings, school (if you pick one), photo (if
            you add one) and mission progress, so your progress follows you.
          </li>
          <li>
            If you join a class, your teacher sees your name, your mission progress and your first
            answers to quiz questions: nothing else. You can leave at any time.
          </li>
          <li>No ads, no trackers, and we never sell your information.</li>
          <li>
            You can download a copy of your data or delete your account at any time, from your{" "}
            <Link href={PATHS.profile}>Profile</Link>.
          </li>
        </>
      }
    >
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect, and why</h2>
        <h3>If you don&apos;t have an account</h3>
        <p>
          Your settings and mission progress stay on your own device, in your browser. We don&apos;t
          receive them.
        </p>
        <h3>If you make an account</h3>
        <ul>
          <li>
            <strong>Your name and email</strong>: to sign you in, to show your name on your profile,
            and to send a password-reset link when you ask for one.
          </li>
          <li>
            <strong>Your password</strong>: stored only as a scrambled &ldquo;hash&rdquo;. Nobody,
            not even us, can read your password.
          </li>
          <li>
            <strong>Your photo (avatar)</strong>, if you add one: to show on your profile. We shrink
            it and remove hidden details such as where it was taken.
          </li>
          <li>
            <strong>Your settings</strong> (animation, te reo, sound, email messages): so Rocket
            works the way you like on any device. Email messages are off unless you turn them on.
          </li>
          <li>
            <strong>Your school</strong>, if you choose one: so we know which schools Rocket
            reaches. It&apos;s optional.
          </li>
          <li>
            <strong>Your mission progress</strong> (pages seen, quizzes done): to save your place,
            unlock missions and show your badges. A copy stays on your device so Rocket works
            offline; logging out removes that copy from the device.
          </li>
          <li>
            <strong>Sign-in sessions</strong>: when you signed in, your internet (IP) address and
            the kind of browser you used, to keep you signed in and to spot anyone misusing your
            account. A session ends when you log out or after it expires.
          </li>
        </ul>
        <h3>If you join a class</h3>
        <ul>
          <li>
            <strong>Which classes you&apos;re in</strong>: when you joined, and which version of
            &ldquo;what your teacher sees&rdquo; you agreed to.
          </li>
          <li>
            <strong>Your first answer to each quiz question</strong>, and when you gave it, only
            while you&apos;re in a class: so your teacher can see which questions the class found
            tricky.
          </li>
        </ul>
        <p>
          If you sign in with Google, Google tells us your name and email (never your Google
          password), and Google knows you used Rocket.
        </p>
        <h3>Everyone</h3>
        <ul>
          <li>
            <strong>Messages you send us</strong> from the <Link href={PATHS.contact}>Contact</Link>{" "}
            page: your name, email and message, so we can reply.
          </li>
          <li>
            <strong>Anonymous use of missions</strong>: for example &ldquo;a quiz was answered
            correctly&rdquo;, saved without any user id, internet address or device details, so it
            can&apos;t be linked to you. It tells us which missions need work.
          </li>
          <li>
            <strong>Server logs</strong>: like every website, our server notes each request (the
            time, the page asked for, your internet address) to keep Rocket working and safe. We
            keep them only as long as we need to fix problems.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-where">
        <h2 id="privacy-where">Where it&apos;s kept</h2>
        <p>
          In Rocket&apos;s own database, on our own server. <HostedIn /> Rocket loads no third-party
          trackers, advertising, analytics, fonts or scripts: your browser only talks to Rocket (and
          to Google if you choose Google sign-in). Emails, such as a password reset, go out through
          an email service, which sees your address and that email.
        </p>
        <p>
          We keep it safe: passwords are hashed, connections are encrypted, sign-in attempts are
          limited to stop password guessing, and only the people who run Rocket can reach the
          database.
        </p>
      </section>

      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">Who can see it</h2>
        <ul>
          <li>
            You, on your <Link href={PATHS.profile}>Profile</Link>.
          </li>
          <li>
            The small team that runs Rocket, only when needed to run it, fix problems or answer you.
          </li>
          <li>
            A teacher whose class you join, only what &ldquo;Classes: what a teacher sees&rdquo;
            below lists, and only while you&apos;re in the class.
          </li>
          <li>
            Not your school or other students: picking your school doesn&apos;t give your school
            access to your account.
          </li>
          <li>
            Nobody else, unless the law makes us (for example, a court order), or to protect someone
            from serious harm.
          </li>
        </ul>
        <p>We never sell your information or use it for advertising.</p>
      </section>

      <PrivacyClasses />

      <section aria-labelledby="privacy-long">
        <h2 id="privacy-long">How long we keep it</h2>
        <ul>
          <li>
            Your account and everything in it: until you delete your account. Then every part of it
            goes straight away.
          </li>
          <li>
            Your first answers to quiz questions: until you&apos;re in no class. A class a teacher
            has ended: 12 months, then it is deleted.
          </li>
          <li>
            Contact messages: until we&apos;ve dealt with them. Messages you send while logged in
            are in your copy and are deleted with your account; ask us to delete any other.
          </li>
          <li>
            Anonymous mission use: it can&apos;t be linked to you, so we may keep it to keep
            improving Rocket.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights: a copy, a fix, or a delete</h2>
        <ul>
          <li>
            <strong>Get a copy</strong>: go to <Link href={PATHS.profile}>Profile</Link> and choose{" "}
            <strong>Download all my data</strong>. You get a file with everything we hold about your
            account.
          </li>
          <li>
            <strong>Fix something</strong>: change your settings any time, or ask us through the{" "}
            <Link href={PATHS.contact}>Contact</Link> page to correct anything else.
          </li>
          <li>
            <strong>Delete it all</strong>: go to <Link href={PATHS.profile}>Profile</Link> and
            choose <strong>Delete my account</strong>. Your account, progress, settings, photo,
            classes and first answers are all deleted.
          </li>
        </ul>
        <p>You don&apos;t have to give a reason, and it&apos;s free.</p>
      </section>

      <section aria-labelledby="privacy-young">
        <h2 id="privacy-young">Under 16? Parents and caregivers</h2>
        <p>
          Rocket is made for students aged about 13 to 18. If you&apos;re under 16, talk with a
          parent, caregiver or teacher before you make an account. You never need an account to
          learn with Rocket.
        </p>
        <p>
          Parents and caregivers can ask us, through the <Link href={PATHS.contact}>Contact</Link>{" "}
          page, what we hold about their child, or to have it corrected or deleted. We&apos;ll check
          it&apos;s really you first.
        </p>
      </section>

      <section aria-labelledby="privacy-principles">
        <h2 id="privacy-principles">The Privacy Act 2020 in plain English</h2>
        <p>
          New Zealand&apos;s Privacy Act 2020 has 13 information privacy principles. Here is each
          one, and what it means at Rocket:
        </p>
        <ol>
          {PRINCIPLES.map(([name, what]) => (
            <li key={name}>
              <strong>{name}</strong>: {what}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Questions or complaints</h2>
        <p>
          Ask us anything about your privacy on the <Link href={PATHS.contact}>Contact</Link> page.
          If you&apos;re not happy with our answer, you can complain to the Office of the Privacy
          Commissioner at{" "}
          <a href="https://www.privacy.org.nz" rel="noreferrer">
            privacy.org.nz
          </a>
          . It&apos;s free.
        </p>
        <p>If we change this policy, we&apos;ll update it here and change the date at the top.</p>
      </section>
    </LegalPage>
  );
}
