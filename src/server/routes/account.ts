import { missionStates } from "../../core/progress/progress";
import type { Auth } from "../auth/auth";
import { authHeaders, unauthorized, type RequireUser } from "../auth/routes";
import type { Db } from "../db/database";
import { deleteAccount, loadAccountData } from "../db/repos/account";
import { loadFirstTries } from "../db/repos/first-tries";
import { loadProgress } from "../db/repos/progress";
import type { Route } from "../http/route";
import type { Mailer } from "../mail/mailer";

/**
 * The Privacy Act 2020 rights of a signed-in student: a copy of everything stored about them
 * (GET /api/me/export, a JSON download) and deletion of all of it (DELETE /api/me).
 */
export function registerAccountRoutes(
  route: Route,
  {
    auth,
    db,
    mailer,
    requireUser,
  }: { auth: Auth; db: Db; mailer: Mailer; requireUser: RequireUser },
): void {
  route("exportData", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const [data, progress, firstTries] = await Promise.all([
      loadAccountData(db, user.id),
      loadProgress(db, user.id),
      loadFirstTries(db, user.id),
    ]);
    if (!data) throw unauthorized();
    const exportedAt = new Date().toISOString();
    const body = {
      about:
        "Everything Rocket stores about you. Password hashes and sign-in tokens are kept secret " +
        "even from you, so they are not included.",
      exportedAt,
      user: data.user,
      settings: data.settings ?? null,
      missions: missionStates(progress).map(({ uid, title, pages, tags, percent, complete }) => ({
        uid,
        title,
        pages,
        tags,
        percent,
        complete,
      })),
      avatar: { stored: data.avatar !== null, url: data.avatar?.url ?? null },
      signInMethods: data.signInMethods,
      contactMessages: data.contactMessages,
      classes: data.classes,
      firstTryAnswers: firstTries,
      sessions: data.sessions,
    };
    const filename = `rocket-my-data-${exportedAt.slice(0, 10)}.json`;
    // Laid out for reading: it is a file the student opens, not an answer the app parses.
    reply
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .serializer((payload) => JSON.stringify(payload, null, 2));
    return body;
  });

  route("deleteAccount", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    await deleteAccount(db, user.id);
    await mailer.forget(user.email);
    // better-auth's sign-out clears its cookies; the session row is already gone with the user.
    const signedOut = await auth.api.signOut({ headers: authHeaders(request), asResponse: true });
    const cookies = signedOut.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    reply.header("cache-control", "no-store");
    return { deleted: true };
  });
}
