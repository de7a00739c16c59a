import { useEffect, useState } from "react";
import { whenIdle } from "../../lib/when-idle";
import buttons from "../../ui/button.module.css";
import styles from "./refresh-banner.module.css";

type Update = () => Promise<void>;

/**
 * Registers the service worker once the page is idle and, when a new version of Rocket is
 * waiting, offers to update: Update activates it and reloads into the new version.
 */
export function RefreshBanner() {
  const [update, setUpdate] = useState<Update | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    return whenIdle(() => {
      import("./register-sw")
        .then(({ startServiceWorker }) => {
          const activate: Update = startServiceWorker(() => setUpdate(() => activate));
        })
        .catch((error: unknown) => console.error("Service worker registration failed", error));
    });
  }, []);

  // The live region is always there, so screen readers announce the message when it appears.
  return (
    <div role="status" aria-live="polite" className={update ? styles.banner : undefined}>
      {update && (
        <>
          <p className={styles.message}>A new version of Rocket is ready.</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              disabled={updating}
              onClick={() => {
                setUpdating(true);
                void update();
              }}
            >
              {updating ? "Updating…" : "Update"}
            </button>
            <button type="button" className={buttons.secondary} onClick={() => setUpdate(null)}>
              Not now
            </button>
          </div>
        </>
      )}
    </div>
  );
}
