import { createHash, randomBytes, randomUUID } from "node:crypto";
import { codeFromBytes } from "../../../core/classes/join-code";
import type { RequireUser } from "../../auth/routes";
import type { Db } from "../../db/database";
import { acceptInvite, insertInvite } from "../../db/repos/class-seats";
import {
  countOwned,
  deleteClass,
  findClass,
  insertClass,
  listClasses,
  updateClass,
} from "../../db/repos/classes";
import { clientAddress } from "../../http/client-address";
import { AppError } from "../../http/errors";
import type { Route } from "../../http/route";
import type { AppLimits, Limiter } from "../../limits/limiter";
import { countAgainst } from "../../limits/route-limits";
import { classIn, noClass, notEnded, OWNER, summaryOf } from "./access";

/** Classes one account may own that have not ended: archived ones do not count (decision 0051). */
export const MAX_OWNED_CLASSES = 10;
/** Co-teachers one class may have besides its owner (docs/decisions/0051). */
export const MAX_CO_TEACHERS = 5;
const INVITE_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;

const newCode = () => codeFromBytes(randomBytes(8));
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

type Options = { db: Db; requireUser: RequireUser; limiter: Limiter; limits: AppLimits };

const INVITE_REFUSALS = {
  gone: () => new AppError(404, "not_found", "This invite link has been used or has run out."),
  owner: () =>
    new AppError(409, "owner", "This is your own class's invite. Send it to the teacher you want."),
  full: () =>
    new AppError(
      409,
      "too_many_teachers",
      `This class has ${MAX_CO_TEACHERS} co-teachers already, the most it can have.`,
    ),
};

/** A teacher's own classes: make, list, rename, close joining, new code, archive, delete, invite. */
export function registerTeachingRoutes(
  route: Route,
  { db, requireUser, limiter, limits }: Options,
): void {
  /** A class's summary as the account sees it after a change. */
  const summary = async (classId: string, userId: string) => {
    const row = await findClass(db, classId, userId);
    if (!row) throw noClass();
    return { class: summaryOf(row) };
  };

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
    if ((await countOwned(db, user.id)) >= MAX_OWNED_CLASSES) {
      throw new AppError(
        409,
        "too_many_classes",
        `You have ${MAX_OWNED_CLASSES} classes running already. End or delete one to make another.`,
      );
    }
    const id = randomUUID();
    await insertClass(db, { id, ownerId: user.id, name, code: newCode() });
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

  route("createInvite", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, OWNER);
    notEnded(row);
    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * HOUR_MS).toISOString();
    await insertInvite(db, { tokenHash: tokenHash(token), classId: row.id, expiresAt });
    reply.status(201);
    return { token, expiresAt };
  });

  route("acceptInvite", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const accepted = await acceptInvite(db, tokenHash(body().token), user.id, MAX_CO_TEACHERS);
    if ("classId" in accepted) return summary(accepted.classId, user.id);
    throw INVITE_REFUSALS[accepted.refused]();
  });
}
