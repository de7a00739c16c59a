import type { Mission } from "../../../core/content/schema";
import { questionKeys } from "../../../core/classes/questions";
import type { RequireUser } from "../../auth/routes";
import type { Db } from "../../db/database";
import type { Route } from "../../http/route";
import type { AppLimits, Limiter } from "../../limits/limiter";
import { registerCoTeacherRoutes } from "./co-teachers";
import { registerGridRoutes } from "./grid";
import { registerJoiningRoutes } from "./joining";
import { registerReteachRoute } from "./reteach";
import { registerTeachingRoutes } from "./teaching";

type Options = {
  db: Db;
  requireUser: RequireUser;
  limiter: Limiter;
  limits: AppLimits;
  missions: readonly Mission[];
};

/** Classes for teachers (issue 24): every class route, and first answers. */
export function registerClassRoutes(route: Route, { missions, ...options }: Options): void {
  registerTeachingRoutes(route, options);
  registerCoTeacherRoutes(route, options);
  registerJoiningRoutes(route, options);
  registerGridRoutes(route, { ...options, questions: questionKeys(missions) });
  registerReteachRoute(route, { ...options, missions });
}
