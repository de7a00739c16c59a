import type { FastifyInstance } from "fastify";
import {
  progressRequest,
  settingsPatch,
  type MeResponse,
  type MissionsResponse,
} from "../../core/api/schemas";
import { merge, missionStates, type Progress } from "../../core/progress/progress";
import type { RequireUser } from "../auth/routes";
import type { Db } from "../db/database";
import { loadProgress, saveProgress } from "../db/repos/progress";
import { loadSettings, updateSettings } from "../db/repos/settings";
import { parse } from "../http/errors";

export function registerMeRoutes(
  app: FastifyInstance,
  { db, requireUser }: { db: Db; requireUser: RequireUser },
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
    const { sections } = parse(progressRequest, request.body);
    // The schema has checked every uid and page; merging into nothing sorts and de-duplicates.
    const sent = merge({}, sections as Progress);
    return { missions: missionStates(await saveProgress(db, user.id, sent)) };
  });
}
