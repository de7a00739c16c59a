import type { MissionsResponse, ProgressRequest } from "../../core/api/schemas";
import { isValidPage } from "../../core/progress/progress";
import { isSectionUid } from "../../core/progress/sections";
import { api } from "./api";
import { useLocalProgress } from "./local-progress";
import { useSession } from "./session";

/** Thin wrappers for better-auth's endpoints under /api/auth. Errors arrive as ApiError. */

export const signUp = (name: string, email: string, password: string) =>
  api<unknown>("POST", "/api/auth/sign-up/email", { name, email, password });

export const signIn = (email: string, password: string) =>
  api<unknown>("POST", "/api/auth/sign-in/email", { email, password });

/** The mailed link goes through /api/auth/reset-password/<token> to /reset-password?token=…. */
export const requestPasswordReset = (email: string) =>
  api<unknown>("POST", "/api/auth/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });

export const resetPassword = (token: string, newPassword: string) =>
  api<unknown>("POST", "/api/auth/reset-password", { token, newPassword });

/** Set before leaving for Google, so the device's progress is merged when the student is back. */
export const GOOGLE_RETURN_FLAG = "rocket.mergeAfterGoogle";

/** Starts "Sign in with Google": the browser leaves for Google and comes back to Home. */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await api<{ url: string; redirect: boolean }>(
    "POST",
    "/api/auth/sign-in/social",
    { provider: "google", callbackURL: "/explorer", errorCallbackURL: "/explorer?modal=login" },
  );
  try {
    sessionStorage.setItem(GOOGLE_RETURN_FLAG, "1");
  } catch {
    // Storage may be blocked; the student still signs in, and later visits merge again.
  }
  window.location.assign(url);
}

let config: Promise<{ google: boolean }> | undefined;

/** What the server offers (Google sign-in or not), asked once per page load. */
export function serverConfig(): Promise<{ google: boolean }> {
  config ??= api<{ google: boolean }>("GET", "/api/config").catch(() => {
    config = undefined;
    return { google: false };
  });
  return config;
}

/** The device's progress in the shape the API accepts: known missions, pages in range. */
function deviceProgress(): ProgressRequest["sections"] {
  const sections: ProgressRequest["sections"] = {};
  for (const [uid, section] of Object.entries(useLocalProgress.getState().progress)) {
    if (!section || !isSectionUid(uid)) continue;
    const pages = section.pages.filter((p) => isValidPage(uid, p)).slice(0, 100);
    const tags = section.tags.filter((t) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(t)).slice(0, 100);
    if (pages.length > 0 || tags.length > 0) sections[uid] = { pages, tags };
  }
  return sections;
}

/**
 * Adds what this device recorded before signing in to the account (a set union on the server,
 * so nothing is lost or doubled), then shows the account's missions. Failing here loses nothing:
 * the device keeps its copy.
 */
export async function mergeDeviceProgress(): Promise<void> {
  const local = useLocalProgress.getState();
  if (!local.loaded) await local.load();
  const sections = deviceProgress();
  if (Object.keys(sections).length === 0) return;
  try {
    const { missions } = await api<MissionsResponse>("POST", "/api/me/progress", { sections });
    const { me, setMe } = useSession.getState();
    if (me) setMe({ ...me, missions });
  } catch {
    // Offline or refused: the device keeps its copy, so nothing is lost.
  }
}

/** After a sign-up or sign-in: the device's progress goes into the account, then the account loads. */
export async function afterSignIn(): Promise<void> {
  await mergeDeviceProgress();
  await useSession.getState().refresh();
}
