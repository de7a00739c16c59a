import { useState } from "react";
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

type Section = "looks" | "school";
type Change = ReturnType<typeof useSettings.getState>["change"];

/**
 * Settings (spec section 3): saved to the account as they change, or kept on this device. What
 * became of a change shows at the end of the section it was made in, in the page's flow, so it
 * never covers a field; screen readers hear it from one live region.
 */
export function SettingsPage() {
  const settings = useSettings((s) => s.settings);
  const scope = useSettings((s) => s.scope);
  const saveStatus = useSettings((s) => s.saveStatus);
  const saves = useSettings((s) => s.saves);
  const { retry } = useSettings.getState();
  const [changedIn, setChangedIn] = useState<Section>("looks");
  const text = STATUS_TEXT[scope][saveStatus];
  const change: Change = (key, value) => {
    setChangedIn(key === "school" ? "school" : "looks");
    useSettings.getState().change(key, value);
  };
  const status = (section: Section) =>
    changedIn === section && (
      <div className={styles.saveBar}>
        {text && (
          // Keyed by the save count so "Saved" shows afresh (and then fades) after each save.
          <span key={saves} className={styles.pill} data-status={saveStatus} aria-hidden="true">
            {text}
          </span>
        )}
        {scope === "account" && saveStatus === "error" && (
          <button type="button" className={buttons.primary} onClick={retry}>
            Try again
          </button>
        )}
      </div>
    );

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
        {status("looks")}
      </section>

      <section className={styles.section} aria-labelledby="settings-school">
        <h2 id="settings-school">Your school</h2>
        <SchoolPicker value={settings.school} onChange={(moe) => change("school", moe)} />
        {status("school")}
      </section>
      <p className="visually-hidden" role="status">
        {text}
      </p>
    </Page>
  );
}
