import type { GenericEndpointContext } from "better-auth";

type Owner = { email?: unknown; name?: unknown };

/** better-auth's endpoint (under /api/auth) where a reset link's new password arrives. */
// eslint-disable-next-line no-restricted-syntax -- an API path, named like the page it serves
export const RESET_PASSWORD_ENDPOINT = "/reset-password";

/**
 * Whose new password this is, for the check that it is not their own email or name
 * (passwords.ts): a sign-up names them in its body, a change is made in their session, and a
 * reset link's token names them.
 */
export async function passwordOwner(
  ctx: GenericEndpointContext,
  body: Record<string, unknown>,
): Promise<Owner> {
  const { internalAdapter, authCookies, secret } = ctx.context;
  if (ctx.path === "/change-password") {
    const token = await ctx.getSignedCookie(authCookies.sessionToken.name, secret);
    return (token && (await internalAdapter.findSession(token))?.user) || {};
  }
  if (ctx.path === RESET_PASSWORD_ENDPOINT && typeof body.token === "string") {
    const link = await internalAdapter.findVerificationValue(`reset-password:${body.token}`);
    return (link && (await internalAdapter.findUserById(link.value))) || {};
  }
  return body;
}
