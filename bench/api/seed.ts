import { createHmac } from "node:crypto";
import type { Auth } from "../../src/server/auth/auth";

export const PASSWORD = "correct horse battery staple";

export type BenchUser = { email: string; cookie: string };

/** Each bench student's email: the same on every path that creates them. */
export const emailOf = (i: number) => `student-${i}@bench.test`;

/**
 * Creates `count` students straight through better-auth's own internal adapter (the calls its
 * sign-up and sign-in make: a user, a credential account, a session), without hashing a password
 * for each: they all get one real hash of the same password, made once by better-auth. A
 * sign-in with that password runs the full scrypt check, so the sign-in burst is unchanged;
 * what it saves is about 1,000 × 0.1 s of scrypt in the setup. Each session cookie is signed
 * the way better-auth signs it (HMAC-SHA256 with the secret); the parent then loads every
 * account over HTTP, which proves each cookie is valid.
 */
export async function seedUsers(auth: Auth, count: number): Promise<BenchUser[]> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(PASSWORD);
  const cookieName = ctx.authCookies.sessionToken.name;
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const email = emailOf(i);
    const user = await ctx.internalAdapter.createUser(
      { name: `Student ${i}`, email, emailVerified: false },
      { method: "email-password" },
    );
    await ctx.internalAdapter.linkAccount({
      providerId: "credential",
      accountId: user.id,
      userId: user.id,
      password: hash,
    });
    const session = await ctx.internalAdapter.createSession(user.id, false);
    const signature = createHmac("sha256", ctx.secret).update(session.token).digest("base64");
    users.push({
      email,
      cookie: `${cookieName}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    });
  }
  return users;
}

/**
 * Students for the ceiling run on the bare server: cookies of the same name and length as
 * seedUsers makes (a 32-character token and an encoded signature), which nothing checks there.
 */
export function lookalikeUsers(count: number): BenchUser[] {
  return Array.from({ length: count }, (_, i) => {
    const token = String(i).padStart(32, "t");
    return {
      email: emailOf(i),
      cookie: `better-auth.session_token=${encodeURIComponent(`${token}.${"s".repeat(43)}=`)}`,
    };
  });
}
