import type { AnswerOf } from "../../core/api/contract";
import { call } from "./api";
import { queueAll } from "./local-progress";
import { GOOGLE_RETURN_FLAG, useSession } from "./session";
import { syncProgress } from "./sync";
import { PATHS } from "../../core/paths";

/** Thin wrappers for better-auth's endpoints under /api/auth. Errors arrive as ApiError. */

export const signUp = (name: string, email: string, password: string) =>
  call("signUp", { name, email, password });

export const signIn = (email: string, password: string) => call("signIn", { email, password });

/** The mailed link goes through /api/auth/reset-password/<token> to /reset-password?token=…. */
export const requestPasswordReset = (email: string) =>
  call("requestPasswordReset", { email, redirectTo: PATHS.resetPassword });

export const resetPassword = (token: string, newPassword: string) =>
  call("resetPassword", { token, newPassword });

/**
 * Starts "Sign in with Google": the browser leaves for Google and comes back to the page the
 * student started on (a class's join link, say), without its query (a ?modal= would reopen
 * the dialog).
 */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await call("signInSocial", {
    provider: "google",
    callbackURL: window.location.pathname,
    errorCallbackURL: PATHS.homeWith("login"),
  });
  try {
    sessionStorage.setItem(GOOGLE_RETURN_FLAG, "1");
  } catch {
    // Storage may be blocked; the student still signs in, and later visits merge again.
  }
  window.location.assign(url);
}

let config: Promise<AnswerOf<"config">> | undefined;

/** What the server offers (Google sign-in or not), asked once per page load. */
export function serverConfig(): Promise<AnswerOf<"config">> {
  config ??= call("config").catch(() => {
    config = undefined;
    return { google: false };
  });
  return config;
}

/**
 * After a sign-up or sign-in: everything this device recorded goes into the account (a set union
 * on the server, so nothing is lost or doubled), then the account loads with it.
 */
export async function afterSignIn(): Promise<void> {
  await queueAll();
  await useSession.getState().refresh();
  await syncProgress();
}

/**
 * Back from Google signed in: the same merge. The return's flag stays until the device's progress
 * is queued (stored), so a page left or reloaded before then merges when the app starts again.
 */
export async function mergeDeviceProgress(): Promise<void> {
  await queueAll();
  try {
    sessionStorage.removeItem(GOOGLE_RETURN_FLAG);
  } catch {
    // Storage blocked: no flag was kept.
  }
  await syncProgress();
}

/** Logging out: what is queued goes first, then the server ends the session and this device
 * forgets the account's progress (spec section 7: sign-out clears user and progress). */
export async function logOut(): Promise<void> {
  await syncProgress();
  await call("signOut", {});
  await useSession.getState().forget();
}
