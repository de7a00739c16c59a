import { useSettings, type SaveStatus } from "../../lib/settings";
import buttons from "../../ui/button.module.css";
import { Page } from "../../ui/page";
import { Toggle } from "../../ui/toggle";
import { SchoolPicker } from "./school-picker";
import styles from "./settings.module.css";

const STATUS_TEXT: Record<"device" | "account", Record<SaveStatus, string>> = {
  device: { idle: "", saving: "", saved: "Saved on this device", error: "" },
  account: {
    idle: "",
    saving: "Saving…",
    saved: "Saved",
    error: "Couldn't save",
  },
};

const reducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Settings (spec section 3): saved to the account as they change, or kept on this device. */
export function SettingsPage() {
  const settings = useSettings((s) => s.settings);
  const scope = useSettings((s) => s.scope);
  const saveStatus = useSettings((s) => s.saveStatus);
  const saves = useSettings((s) => s.saves);
  const { change, retry } = useSettings.getState();

  return (
    <Page>
      <p>
        {scope === "account"
          ? "Changes save to your account straight away, so they follow you to any device."
          : "These settings are kept on this device. Log in to keep them in your account."}
      </p>

      <section className={styles.section} aria-labelledby="settings-looks">
        <h2 id="settings-looks">Looks and sound</h2>
        <div className={styles.toggles}>
          <Toggle
            label="Animation"
            description="Moving planets, comets and rockets. Off shows still pictures."
            checked={settings.animation}
            onChange={(on) => change("animation", on)}
          />
          {reducedMotion() && (
            <p className={styles.note}>
              Your device asks for less motion, so animations stay still whatever this says.
            </p>
          )}
          <Toggle
            label="Te Reo"
            description="Tap underlined words to flip them between English and te reo Māori."
            checked={settings.teReo}
            onChange={(on) => change("teReo", on)}
          />
          <Toggle
            label="Sound"
            description="Sound effects in missions and quizzes."
            checked={settings.sound}
            onChange={(on) => change("sound", on)}
          />
          <Toggle
            label="Email messages"
            description="Now and then, news from Rocket by email. Off until you turn it on."
            checked={settings.emailMessages}
            onChange={(on) => change("emailMessages", on)}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="settings-school">
        <h2 id="settings-school">Your school</h2>
        <SchoolPicker value={settings.school} onChange={(moe) => change("school", moe)} />
      </section>

      <div className={styles.spacer} />
      <div className={styles.saveBar}>
        <p className={styles.saveStatus} role="status">
          {STATUS_TEXT[scope][saveStatus] && (
            // Keyed by the save count so "Saved" shows afresh (and then fades) after each save.
            <span key={saves} className={styles.pill} data-status={saveStatus}>
              {STATUS_TEXT[scope][saveStatus]}
            </span>
          )}
        </p>
        {scope === "account" && saveStatus === "error" && (
          <button type="button" className={buttons.primary} onClick={retry}>
            Try again
          </button>
        )}
      </div>
    </Page>
  );
}
