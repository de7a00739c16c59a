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
  saveFirstTries: { method: "POST", path: "/api/me/first-tries" },
  contact: { method: "POST", path: "/api/contact" },
  events: { method: "POST", path: "/api/events" },
  listClasses: { method: "GET", path: "/api/classes" },
  createClass: { method: "POST", path: "/api/classes" },
  updateClass: { method: "PATCH", path: "/api/classes/:id" },
  deleteClass: { method: "DELETE", path: "/api/classes/:id" },
  archiveClass: { method: "POST", path: "/api/classes/:id/archive" },
  newJoinCode: { method: "POST", path: "/api/classes/:id/code" },
  classGrid: { method: "GET", path: "/api/classes/:id/grid" },
  createInvite: { method: "POST", path: "/api/classes/:id/invites" },
  acceptInvite: { method: "POST", path: "/api/classes/invites/accept" },
  classTeachers: { method: "GET", path: "/api/classes/:id/teachers" },
  removeTeacher: { method: "DELETE", path: "/api/classes/:id/teachers/:userId" },
  stopTeaching: { method: "DELETE", path: "/api/classes/:id/teaching" },
  previewClass: { method: "POST", path: "/api/classes/preview" },
  joinClass: { method: "POST", path: "/api/classes/join" },
  leaveClass: { method: "DELETE", path: "/api/classes/:id/membership" },
  removeMember: { method: "DELETE", path: "/api/classes/:id/members/:userId" },
  myClassRow: { method: "GET", path: "/api/classes/:id/me" },
  classQuestions: { method: "GET", path: "/api/classes/:id/questions" },
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

/** The `:name` parts of a path, e.g. "id" | "userId". */
type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

/** What an endpoint's path needs filled in: `{ id: string }` for a class's routes. */
export type ParamsOf<N extends EndpointName> = Record<
  ParamNames<(typeof ENDPOINTS)[N]["path"]>,
  string
>;

/** Whether an endpoint's path has `:name` parts. */
export const hasParams = (name: EndpointName): boolean => ENDPOINTS[name].path.includes("/:");

/** An endpoint's path with its `:name` parts filled in, e.g. a class's id. */
export function pathOf(name: EndpointName, params: Readonly<Record<string, string>> = {}): string {
  return ENDPOINTS[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs :${key}`);
    return encodeURIComponent(value);
  });
}

/** The endpoints the app's own routes answer (server/http/route.ts registers them). */
export type AppEndpointName = {
  [N in EndpointName]: (typeof ENDPOINTS)[N] extends { by: "better-auth" } ? never : N;
}[EndpointName];
