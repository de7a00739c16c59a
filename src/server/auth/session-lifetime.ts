import type { GenericEndpointContext } from "better-auth";

/**
 * A session ends 30 days after sign-in, however often it is used: better-auth's own lifetime
 * slides (7 days from the last day of use), so a stolen cookie in daily use would live forever.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const pastLifetime = (createdAt: Date, now = Date.now()) =>
  now - createdAt.getTime() > SESSION_LIFETIME_MS;

/**
 * Before any better-auth endpoint: a session cookie naming a session past its lifetime has the
 * session deleted, so the endpoint (get-session, change-password, list-sessions, …) finds none
 * and answers as for a signed-out browser, clearing the cookie where it would.
 */
export async function endSessionPastLifetime(ctx: GenericEndpointContext): Promise<void> {
  const { authCookies, secret, internalAdapter } = ctx.context;
  if (!ctx.headers?.get("cookie")?.includes(authCookies.sessionToken.name)) return;
  const token = await ctx.getSignedCookie(authCookies.sessionToken.name, secret);
  if (!token) return;
  const found = await internalAdapter.findSession(token);
  if (found && pastLifetime(found.session.createdAt)) await internalAdapter.deleteSession(token);
}
