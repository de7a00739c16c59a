import { useEffect } from "react";
import { useSettings } from "../../lib/settings";

/**
 * Applies settings app-wide. Animation off sets html[data-animation="off"], which global.css
 * reads to pause every animation (as the operating system's reduced-motion preference does).
 * index.html starts as "on", the default, so for most students this changes nothing: changing
 * it restyles the whole page, which a prerendered page would pay for just after hydration.
 */
export function SettingsEffects() {
  const animation = useSettings((s) => s.settings.animation);
  useEffect(() => {
    document.documentElement.dataset.animation = animation ? "on" : "off";
  }, [animation]);
  return null;
}
