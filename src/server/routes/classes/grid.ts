import { GRID_MISSIONS } from "../../../core/classes/grid";
import { CURRICULUM_CHECKED } from "../../../core/classes/curriculum";
import type { QuestionKey } from "../../../core/classes/questions";
import type { RequireUser } from "../../auth/routes";
import type { Db } from "../../db/database";
import { gridRowsJson } from "../../db/repos/class-grid";
import { accountCreatedAt, inOpenClass, saveFirstTries } from "../../db/repos/first-tries";
import { AppError } from "../../http/errors";
import { jsonWith, type Route } from "../../http/route";
import type { AppLimits, Limiter } from "../../limits/limiter";
import { countAgainst } from "../../limits/route-limits";
import { classIn, noClass, summaryOf, TEACHERS } from "./access";

type Options = {
  db: Db;
  requireUser: RequireUser;
  questions: ReadonlyMap<string, QuestionKey>;
  limiter: Limiter;
  limits: Pick<AppLimits, "savesPerMinute">;
};

/**
 * When an answer was given: the device's time if it is in the past and not before the account
 * was made (an answer made offline keeps its time), else now.
 */
function answeredAt(sent: string, createdAt: Date, now: Date): string {
  const time = new Date(sent);
  return time <= now && time >= createdAt ? time.toISOString() : now.toISOString();
}

/** What the grid and a member's own row say about the class and its missions. */
const headers = (row: Parameters<typeof summaryOf>[0]) => ({
  class: summaryOf(row),
  curriculumChecked: CURRICULUM_CHECKED,
  missions: GRID_MISSIONS,
});

/** The class grid for its teachers, a member's own row of it, and the first answers that feed it. */
export function registerGridRoutes(
  route: Route,
  { db, requireUser, questions, limiter, limits }: Options,
): void {
  route("classGrid", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, TEACHERS);
    const students = await gridRowsJson(db, row.id);
    reply.header("cache-control", "no-store");
    return jsonWith({ ...headers(row), now: new Date().toISOString() }, "students", students);
  });

  // "What my teacher sees": the member's row as the grid above has it, read the same way.
  route("myClassRow", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, ["member"]);
    const own = await gridRowsJson(db, row.id, user.id);
    if (own === "[]") throw noClass();
    reply.header("cache-control", "no-store");
    // A one-row array's text without its brackets is that row.
    return jsonWith(
      { ...headers(row), now: new Date().toISOString() },
      "student",
      own.slice(1, -1),
    );
  });

  route("saveFirstTries", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    // Kept only for a student in a class: a removed student's queued answers are refused.
    if (!(await inOpenClass(db, user.id))) {
      throw new AppError(
        403,
        "not_in_class",
        "First answers are kept only for students in a class.",
      );
    }
    const { answers } = body();
    for (const { question, option } of answers) {
      const key = questions.get(question);
      if (!key || option >= key.options) {
        throw new AppError(400, "bad_request", `${question}: no such question or option`);
      }
    }
    await countAgainst(
      reply,
      limiter,
      [{ key: `first-tries:${user.id}`, windowMs: 60_000, max: limits.savesPerMinute }],
      "Too many answers sent from this account in a minute.",
    );
    const now = new Date();
    const createdAt = await accountCreatedAt(db, user.id);
    const recorded = await saveFirstTries(
      db,
      user.id,
      answers.map((a) => ({ ...a, answeredAt: answeredAt(a.answeredAt, createdAt, now) })),
      questions,
    );
    return { recorded };
  });
}
