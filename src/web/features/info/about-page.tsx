import { Link } from "wouter";
import { SCHOOL_LIST_ATTRIBUTION } from "../../../core/content/attributions";
import { vocabularySources } from "../../../core/content/vocabulary";
import { useSettings } from "../../lib/settings";
import { Page } from "../../ui/page";
import { Word } from "../../ui/word";
import { PATHS } from "../../../core/paths";
import styles from "./info.module.css";

/** What Rocket is, who it is for, and whose work it uses. */
export function AboutPage() {
  const teReo = useSettings((s) => s.settings.teReo);
  return (
    <Page>
      <div className={styles.prose}>
        <p>
          Rocket is a free app that helps New Zealand secondary-school students learn how{" "}
          <Word k="money" /> works: from your first <Word k="bankAccount" /> and bank cards to
          saving, budgeting, buy now pay later, credit, student loans, <Word k="tax" /> and your
          first pay.
        </p>

        <section aria-labelledby="about-how">
          <h2 id="about-how">How it works</h2>
          <ul>
            <li>
              <strong>Missions</strong>: short lessons you swipe through, with things to tap and a
              quick quiz at the end. Finishing one unlocks the next.
            </li>
            <li>
              <strong>Tools</strong>: calculators that show how long paying off a <Word k="loan" />{" "}
              takes, and how your <Word k="savings" /> grow.
            </li>
            <li>
              <strong>Te reo Māori</strong>: turn on Te Reo in{" "}
              <Link href={PATHS.settings}>Settings</Link>, and words with a dotted underline flip
              between English and te reo Māori when you tap them.
              {teReo ? " Try it: " : " For example: "}
              <Word k="rocket" />, <Word k="planet" />, <Word k="bank" />, <Word k="school" />.
            </li>
          </ul>
        </section>

        <section aria-labelledby="about-who">
          <h2 id="about-who">Who it&apos;s for</h2>
          <p>
            Rocket is made for any secondary-school <Word k="student" /> in{" "}
            <span lang="mi">Aotearoa</span> New Zealand, aged about 13 to 18. Teachers can use it in
            class or on a projector, and your <Word k="family" /> can explore it too.
          </p>
          <ul>
            <li>
              <strong>Free</strong>, with no ads.
            </li>
            <li>
              <strong>No account needed.</strong> Everything works without one. Make an account if
              you want your progress saved on any device and badges for your missions.
            </li>
            <li>
              <strong>Works offline.</strong> Once you&apos;ve opened Rocket, it keeps working
              without internet, which helps on patchy data. You can add it to your phone&apos;s home
              screen like an app.
            </li>
          </ul>
          <p>
            Rocket teaches general ideas, not advice about your own money. For a big decision, talk
            with someone you trust, your <Word k="bank" />, or a free budgeting service.
          </p>
        </section>

        <section aria-labelledby="about-thanks">
          <h2 id="about-thanks">Thanks and attributions</h2>
          <ul>
            <li>{SCHOOL_LIST_ATTRIBUTION}</li>
            <li>Te reo Māori words, from: {vocabularySources().join(", ")}.</li>
            <li>Headings in the Fredoka font (SIL Open Font License), served by Rocket itself.</li>
            <li>Planets, rockets and other pictures: drawn for Rocket.</li>
          </ul>
        </section>

        <p className={styles.links}>
          <Link href={PATHS.privacy}>Privacy policy</Link>
          <Link href={PATHS.terms}>Terms and conditions</Link>
          <Link href={PATHS.contact}>Contact us</Link>
        </p>
      </div>
    </Page>
  );
}
