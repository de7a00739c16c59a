/// <reference types="vite-plugin-pwa/client" />
// Loaded lazily once the page is idle (refresh-banner.tsx), so a first visit does not wait for it.
import { registerSW } from "virtual:pwa-register";

const HOUR = 60 * 60 * 1000;
const OFFLINE_NOTICE = "No internet connection found. Rocket is running in offline mode.";

let listener: () => void = () => {};
let activate: (() => Promise<void>) | undefined;
let registration: ServiceWorkerRegistration | undefined;
let announced: ServiceWorker | null | undefined;

function noticeOffline() {
  console.info(OFFLINE_NOTICE);
}

/** Workbox reports a waiting worker more than once (installed, then waiting): tell us once. */
function needRefresh() {
  const waiting = registration?.waiting;
  if (waiting && waiting === announced) return;
  announced = waiting;
  listener();
}

/**
 * Registers the service worker at the site root (once). `onNeedRefresh` runs when a new
 * version is installed and waiting; the returned function activates it and reloads the page.
 */
export function startServiceWorker(onNeedRefresh: () => void) {
  listener = onNeedRefresh;
  if (activate) return activate;
  if (!navigator.onLine) noticeOffline();
  window.addEventListener("offline", noticeOffline);
  const update = registerSW({
    onNeedRefresh: needRefresh,
    onOfflineReady: () => console.info("Rocket is ready to work offline."),
    onRegisterError: (error: unknown) => console.error("Service worker registration failed", error),
    onRegisteredSW: (_url, found) => {
      registration = found;
      // A phone may keep Rocket open for days: look for a new version every hour as well.
      setInterval(() => {
        if (navigator.onLine) found?.update().catch(() => {});
      }, HOUR);
    },
  });
  activate = () => {
    // Workbox reloads only pages that had a worker when they loaded; a first visit that was
    // taken over (clientsClaim) reloads here when the new worker takes charge.
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    return update(true);
  };
  return activate;
}
