import { useEffect } from "react";
import { useSettings } from "../../lib/settings";

/**
 * Applies settings app-wide. Animation off sets html[data-animation="off"], which global.css
 * reads to pause every animation (as the operating system's reduced-motion preference does).
 */
export function SettingsEffects() {
  const animation = useSettings((s) => s.settings.animation);
  useEffect(() => {
    document.documentElement.dataset.animation = animation ? "on" : "off";
  }, [animation]);
  return null;
}
