import type { FastifyInstance } from "fastify";
import {
  progressRequest,
  settingsPatch,
  type MeResponse,
  type MissionsResponse,
} from "../../core/api/schemas";
import { unknownTagProblem, type KnownTags } from "../../core/content/mission-tags";
import { merge, missionStates, type Progress } from "../../core/progress/progress";
import type { RequireUser } from "../auth/routes";
import type { Db } from "../db/database";
import { loadProgress, saveProgress } from "../db/repos/progress";
import { loadSettings, updateSettings } from "../db/repos/settings";
import { AppError, parse } from "../http/errors";
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
  app: FastifyInstance,
  { db, requireUser, knownTags, limiter, limits }: MeRouteOptions,
): void {
  app.get("/api/me", async (request, reply): Promise<MeResponse> => {
    const user = await requireUser(request, reply);
    const [settings, progress] = await Promise.all([
      loadSettings(db, user.id),
      loadProgress(db, user.id),
    ]);
    return {
      user: { uid: user.id, name: user.name, email: user.email, avatar: user.image ?? null },
      settings,
      missions: missionStates(progress),
    };
  });

  app.patch("/api/me/settings", async (request, reply) => {
    const user = await requireUser(request, reply);
    const patch = parse(settingsPatch, request.body);
    return { settings: await updateSettings(db, user.id, patch) };
  });

  app.post("/api/me/progress", async (request, reply): Promise<MissionsResponse> => {
    const user = await requireUser(request, reply);
    const window = { windowMs: MINUTE_MS, max: limits.savesPerMinute };
    const hit = await limiter.hit(`save:${user.id}`, window);
    if (!hit.allowed) {
      throw rateLimited(reply, hit, "Too many saves from this account in a minute.");
    }
    const { sections } = parse(progressRequest, request.body);
    // Only what the content can record is kept: a request with anything else saves nothing.
    const unknown = unknownTagProblem(sections, knownTags);
    if (unknown) throw new AppError(400, "bad_request", unknown);
    // The schema has checked every uid and page; merging into nothing sorts and de-duplicates.
    const sent = merge({}, sections as Progress);
    return { missions: missionStates(await saveProgress(db, user.id, sent)) };
  });
}
