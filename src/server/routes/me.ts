import { unknownTagProblem, type KnownTags } from "../../core/content/mission-tags";
import { merge, missionStates, type Progress } from "../../core/progress/progress";
import type { RequireUser } from "../auth/routes";
import type { Db } from "../db/database";
import { teachesAClass } from "../db/repos/classes";
import { loadProgress, saveProgress, saveProgressCounted } from "../db/repos/progress";
import { loadSettings, updateSettings } from "../db/repos/settings";
import { AppError } from "../http/errors";
import type { Route } from "../http/route";
import type { AppLimits, Limiter } from "../limits/limiter";
import { rateLimited } from "../limits/route-limits";

type MeRouteOptions = {
  db: Db;
  requireUser: RequireUser;
  knownTags: KnownTags;
  limiter: Limiter;
  limits: Pick<AppLimits, "savesPerMinute">;
};

const MINUTE_MS = 60_000;

export function registerMeRoutes(
  route: Route,
  { db, requireUser, knownTags, limiter, limits }: MeRouteOptions,
): void {
  route("getMe", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const [settings, progress, teaches] = await Promise.all([
      loadSettings(db, user.id),
      loadProgress(db, user.id),
      teachesAClass(db, user.id),
    ]);
    return {
      user: { uid: user.id, name: user.name, email: user.email, avatar: user.image ?? null },
      settings,
      missions: missionStates(progress),
      teaches,
    };
  });

  route("saveSettings", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const patch = body();
    return { settings: await updateSettings(db, user.id, patch) };
  });

  /**
   * A save counted against the account's limit: in the same statement as the save when the
   * count is in the database (one round trip on PostgreSQL), else in Redis first.
   */
  async function countedSave(userId: string, sent: Progress) {
    const limit = { key: `save:${userId}`, windowMs: MINUTE_MS, max: limits.savesPerMinute };
    if (limiter.store === "database") return saveProgressCounted(db, userId, sent, limit);
    const hit = await limiter.hit(limit.key, limit);
    return hit.allowed ? { hit, progress: await saveProgress(db, userId, sent) } : { hit };
  }

  route("saveProgress", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const { sections } = body();
    // Only what the content can record is kept: a request with anything else saves nothing.
    const unknown = unknownTagProblem(sections, knownTags);
    if (unknown) throw new AppError(400, "bad_request", unknown);
    // The schema has checked every uid and page; merging into nothing sorts and de-duplicates.
    const { hit, progress } = await countedSave(user.id, merge({}, sections as Progress));
    if (!progress) throw rateLimited(reply, hit, "Too many saves from this account in a minute.");
    return { missions: missionStates(progress) };
  });
}
