import type { Mission } from "../../../core/content/schema";
import { MIN_ANSWERS, reteachQuestions } from "../../../core/classes/reteach";
import type { RequireUser } from "../../auth/routes";
import type { Db } from "../../db/database";
import { memberFirstTries } from "../../db/repos/class-grid";
import type { Route } from "../../http/route";
import { classIn, TEACHERS } from "./access";

type Options = { db: Db; requireUser: RequireUser; missions: readonly Mission[] };

/** "What to reteach" for a class's teachers: per question, never per student (issue 24.5). */
export function registerReteachRoute(route: Route, { db, requireUser, missions }: Options): void {
  route("classQuestions", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, TEACHERS);
    const answers = await memberFirstTries(db, row.id);
    reply.header("cache-control", "no-store");
    return { minAnswers: MIN_ANSWERS, questions: reteachQuestions(missions, answers) };
  });
}
