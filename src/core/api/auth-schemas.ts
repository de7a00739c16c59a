import { z } from "zod";

/**
 * better-auth's endpoints that the web calls. Requests as the web sends them; answers only as
 * far as the web reads them (better-auth answers more, and owns the rest of its shape).
 */

const authUser = z.object({ id: z.string() });

/** A visitor with no session gets 200 and null, so starting signed out logs no error. */
export const sessionResponse = z.object({ user: authUser }).nullable();

export const signUpRequest = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
});
/** The same answer for a new and a taken address (decision 0021). */
export const signUpResponse = z.object({ user: authUser });

export const signInRequest = z.object({ email: z.string(), password: z.string() });
export const signInResponse = z.object({ user: authUser });

export const socialSignInRequest = z.object({
  provider: z.literal("google"),
  callbackURL: z.string(),
  errorCallbackURL: z.string(),
});
/** Where the browser goes next: Google's consent page. */
export const socialSignInResponse = z.object({ url: z.string(), redirect: z.boolean() });

/** better-auth reads a JSON body on every POST, even one with nothing to say. */
export const signOutRequest = z.object({});
export const signOutResponse = z.object({ success: z.boolean() });

export const passwordResetRequest = z.object({ email: z.string(), redirectTo: z.string() });
export const resetPasswordRequest = z.object({ token: z.string(), newPassword: z.string() });
/** Both answer { status: true } (and the same for an unknown address). */
export const statusResponse = z.object({ status: z.boolean() });
