/**
 * Every HTTP endpoint the web calls, by name: the one place an API path is written. Method and
 * path only, so the web's first screen can read this without zod; each endpoint's request and
 * response schemas are in contract.ts, under the same names (docs/decisions/0028).
 */

type Endpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: `/api/${string}`;
  /** Answered by better-auth's own handler (server/auth/routes.ts), not by an app route. */
  by?: "better-auth";
};

export const ENDPOINTS = {
  health: { method: "GET", path: "/api/health" },
  config: { method: "GET", path: "/api/config" },
  getMe: { method: "GET", path: "/api/me" },
  deleteAccount: { method: "DELETE", path: "/api/me" },
  exportData: { method: "GET", path: "/api/me/export" },
  saveSettings: { method: "PATCH", path: "/api/me/settings" },
  saveProgress: { method: "POST", path: "/api/me/progress" },
  saveAvatar: { method: "PUT", path: "/api/me/avatar" },
  contact: { method: "POST", path: "/api/contact" },
  events: { method: "POST", path: "/api/events" },
  getSession: { method: "GET", path: "/api/auth/get-session", by: "better-auth" },
  signUp: { method: "POST", path: "/api/auth/sign-up/email", by: "better-auth" },
  signIn: { method: "POST", path: "/api/auth/sign-in/email", by: "better-auth" },
  signInSocial: { method: "POST", path: "/api/auth/sign-in/social", by: "better-auth" },
  signOut: { method: "POST", path: "/api/auth/sign-out", by: "better-auth" },
  requestPasswordReset: {
    method: "POST",
    path: "/api/auth/request-password-reset",
    by: "better-auth",
  },
  resetPassword: { method: "POST", path: "/api/auth/reset-password", by: "better-auth" },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The endpoints the app's own routes answer (server/http/route.ts registers them). */
export type AppEndpointName = {
  [N in EndpointName]: (typeof ENDPOINTS)[N] extends { by: "better-auth" } ? never : N;
}[EndpointName];
