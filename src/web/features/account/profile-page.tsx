import { Link } from "wouter";
import { useMissions } from "../../lib/missions";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Page } from "../../ui/page";
import { SignInFirst } from "../../ui/sign-in-first";
import { AvatarPicker } from "./avatar-picker";
import { MissionBadges } from "./mission-badges";
import { PrivacyActions } from "./privacy-actions";
import { CLASS_PATHS } from "../../../core/class-paths";
import { PATHS } from "../../../core/paths";
import styles from "./profile.module.css";

export function ProfilePage() {
  const me = useSession((s) => s.me);
  const { missions } = useMissions();
  if (!me) return <SignedOut />;
  return (
    <Page>
      <section className={styles.card} aria-labelledby="profile-you">
        <h2 id="profile-you">You</h2>
        <AvatarPicker user={me.user} />
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{me.user.name}</dd>
          <dt>Email</dt>
          <dd>{me.user.email}</dd>
        </dl>
        <Link href={PATHS.logout} className={buttons.link}>
          Log out
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="profile-badges">
        <h2 id="profile-badges">Your missions</h2>
        <MissionBadges missions={missions} />
      </section>
      <section className={styles.card} aria-labelledby="profile-classes">
        <h2 id="profile-classes">Your classes</h2>
        <p>
          Got a class code from your teacher? Join their class, or see the classes you&apos;re in.
        </p>
        <Link href={CLASS_PATHS.myClasses} className={buttons.secondary}>
          Join a class or see my classes
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="profile-data">
        <h2 id="profile-data">Your data</h2>
        <PrivacyActions />
      </section>
    </Page>
  );
}

function SignedOut() {
  return (
    <Page>
      <SignInFirst heading="Log in to see your profile">
        With an account your progress is saved, you get badges for your missions, and you can pick
        up where you left off on any device. Anything you've done on this device comes with you.
      </SignInFirst>
    </Page>
  );
}
