import { Link } from "wouter";
import { LegalPage } from "./legal-page";
import { PATHS } from "../../../core/paths";

/** Terms and conditions: short, fair and written for students. */
export function TermsPage() {
  return (
    <LegalPage
      updated="22 November 2026"
      summary={
        <>
          <li>Rocket is free, for learning about money.</li>
          <li>Be kind, keep your password to yourself, and don&apos;t try to break things.</li>
          <li>It teaches general ideas, not advice about your own money.</li>
          <li>You can stop using it and delete your account at any time.</li>
        </>
      }
    >
      <section aria-labelledby="terms-using">
        <h2 id="terms-using">Using Rocket</h2>
        <p>
          By using Rocket you agree to these terms. They&apos;re here to keep Rocket fair and safe
          for everyone. Rocket is free, and you don&apos;t need an account to use it.
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">Your account</h2>
        <ul>
          <li>
            An account is optional. If you make one, use your own name and an email you can get
            into, so you can reset your password.
          </li>
          <li>Keep your password secret, and don&apos;t use someone else&apos;s account.</li>
          <li>
            If you&apos;re under 16, talk with a parent, caregiver or teacher before you make an
            account.
          </li>
          <li>
            You can delete your account at any time from your{" "}
            <Link href={PATHS.profile}>Profile</Link>.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-kind">
        <h2 id="terms-kind">Be kind and play fair</h2>
        <ul>
          <li>
            Only upload a profile photo that&apos;s yours to use, and nothing rude, hurtful or
            someone else&apos;s without their OK.
          </li>
          <li>Keep messages to us respectful, and don&apos;t send spam.</li>
          <li>
            Don&apos;t try to hack, overload or break Rocket, or get into other people&apos;s
            accounts.
          </li>
        </ul>
        <p>
          If someone breaks these rules, we may pause or close their account. We&apos;ll tell them
          why, and they can tell us their side through the <Link href={PATHS.contact}>Contact</Link>{" "}
          page.
        </p>
      </section>

      <section aria-labelledby="terms-learning">
        <h2 id="terms-learning">Learning, not advice</h2>
        <p>
          Rocket explains how money works in New Zealand, with figures that were right on the date
          each mission shows. Rules and rates change, and everyone&apos;s situation is different.
          Before a big money decision, check with the people involved (your bank, IRD or StudyLink)
          or talk with someone you trust or a free budgeting service.
        </p>
      </section>

      <section aria-labelledby="terms-stuff">
        <h2 id="terms-stuff">Your stuff and ours</h2>
        <p>
          Your photo, settings and progress stay yours: you let us keep them only to run Rocket for
          you (see our <Link href={PATHS.privacy}>Privacy policy</Link>). The missions, pictures and
          code belong to Rocket and the people credited on the <Link href={PATHS.about}>About</Link>{" "}
          page. You&apos;re welcome to use them for learning, in class and at home.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">Changes and problems</h2>
        <ul>
          <li>
            We work to keep Rocket running and your progress safe, but sometimes it may be down for
            a while, or a feature may change.
          </li>
          <li>If we change these terms, we&apos;ll update this page and the date at the top.</li>
          <li>
            These terms follow New Zealand law, and nothing in them takes away your rights under it.
          </li>
        </ul>
        <p>
          Questions? Ask us on the <Link href={PATHS.contact}>Contact</Link> page.
        </p>
      </section>
    </LegalPage>
  );
}
