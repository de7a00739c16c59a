import { randomBytes, randomUUID } from "node:crypto";
import { codeFromBytes } from "../../../core/classes/join-code";
import type { RequireUser } from "../../auth/routes";
import type { Db } from "../../db/database";
import { makeClass } from "../../db/repos/class-seats";
import { deleteClass, listClasses, updateClass } from "../../db/repos/classes";
import { clientAddress } from "../../http/client-address";
import { AppError } from "../../http/errors";
import type { Route } from "../../http/route";
import type { AppLimits, Limiter } from "../../limits/limiter";
import { countAgainst } from "../../limits/route-limits";
import { classIn, notEnded, OWNER, summaryFor, summaryOf } from "./access";

/** Classes one account may own that have not ended: archived ones do not count (decision 0051). */
export const MAX_OWNED_CLASSES = 10;
const HOUR_MS = 60 * 60 * 1000;

const newCode = () => codeFromBytes(randomBytes(8));

type Options = { db: Db; requireUser: RequireUser; limiter: Limiter; limits: AppLimits };

/** A teacher's own classes: make, list, rename, close joining, new code, archive, delete. */
export function registerTeachingRoutes(
  route: Route,
  { db, requireUser, limiter, limits }: Options,
): void {
  const summary = (classId: string, userId: string) => summaryFor(db, classId, userId);

  route("listClasses", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    return { classes: (await listClasses(db, user.id)).map(summaryOf) };
  });

  route("createClass", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const { name } = body();
    await countAgainst(
      reply,
      limiter,
      [
        { key: `class-create:${user.id}`, windowMs: 24 * HOUR_MS, max: limits.classCreatesPerDay },
        {
          key: `class-create-at:${clientAddress(request)}`,
          windowMs: HOUR_MS,
          max: limits.classCreatesPerAddressPerHour,
        },
      ],
      "Too many classes made from here.",
    );
    const id = randomUUID();
    const row = { id, ownerId: user.id, name, code: newCode() };
    if ((await makeClass(db, row, MAX_OWNED_CLASSES)) === "too_many") {
      throw new AppError(
        409,
        "too_many_classes",
        `You have ${MAX_OWNED_CLASSES} classes running already. End or delete one to make another.`,
      );
    }
    reply.status(201);
    return summary(id, user.id);
  });

  route("updateClass", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, OWNER);
    notEnded(row);
    await updateClass(db, row.id, body());
    return summary(row.id, user.id);
  });

  route("newJoinCode", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, OWNER);
    notEnded(row);
    // The old code stops working at once; a new code opens joining again.
    await updateClass(db, row.id, { code: newCode(), joiningOpen: true });
    return summary(row.id, user.id);
  });

  route("archiveClass", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, OWNER);
    if (row.archived_at === null) {
      await updateClass(db, row.id, { archivedAt: new Date().toISOString(), joiningOpen: false });
    }
    return summary(row.id, user.id);
  });

  route("deleteClass", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, OWNER);
    await deleteClass(db, row.id);
    return { deleted: true };
  });
}
