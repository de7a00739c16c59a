import { ApiError } from "../../lib/api";

export type AuthField = "name" | "email" | "password" | "confirm";

/** Where a problem belongs: next to a field, or about the whole form. */
export type AuthProblem = { field: AuthField | "form"; message: string };

/** The spec's messages when a form is sent with a field left empty (spec sections 5 and 8). */
export const REQUIRED = {
  register: "Required: name, email and password",
  login: "Required: email and password",
  forgot: "Required: email",
} as const;

const TOO_MANY = "That's a lot of tries from here. Please wait a minute, then try again.";

/**
 * Sign-up answers a taken address as a new one (decision 0021); only the sign-in that follows
 * fails, and the address's owner has been mailed.
 */
export const MAYBE_REGISTERED =
  "If that email already has an account, we've emailed it about this. Log in instead, or reset your password if you've forgotten it.";

/** Turns an answer from better-auth (or our hook in front of it) into words next to a field. */
export function authProblem(error: unknown): AuthProblem {
  if (!(error instanceof ApiError)) {
    return { field: "form", message: "Something went wrong. Please try again." };
  }
  if (error.status === 429) {
    // Too many tries for one account (wherever they came from): the server says how long.
    return { field: "form", message: error.code === "ACCOUNT_LOCKED" ? error.message : TOO_MANY };
  }
  switch (error.code) {
    case "COMMON_PASSWORD":
    case "WEAK_PASSWORD":
      return { field: "password", message: error.message };
    case "PASSWORD_TOO_SHORT":
      return { field: "password", message: "Your password needs at least 8 characters." };
    case "PASSWORD_TOO_LONG":
      return { field: "password", message: "Your password can be up to 128 characters long." };
    case "INVALID_EMAIL":
      return {
        field: "email",
        message: "That doesn't look like an email address. Check it and try again.",
      };
    case "INVALID_EMAIL_OR_PASSWORD":
      return {
        field: "password",
        message: "That email and password don't match. Check them and try again.",
      };
    default:
      return { field: "form", message: error.message };
  }
}

/** What Google sign-in's error redirect (?error=…) means, in plain words. */
export function googleProblem(code: string): string {
  if (code === "account_not_linked") {
    return "That email already has a Rocket account with a password. Log in with your email and password instead.";
  }
  if (code === "access_denied") return "Google sign-in was cancelled. You can try again.";
  return "Google sign-in didn't work. Please try again, or log in with your email and password.";
}

/** The fields left empty, in the order they appear; blank spaces count as empty. */
export function missing<K extends string>(values: Record<K, string>): K[] {
  return (Object.keys(values) as K[]).filter((k) => values[k].trim() === "");
}
