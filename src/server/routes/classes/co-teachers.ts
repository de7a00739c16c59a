import { createHash, randomBytes } from "node:crypto";
import type { RequireUser } from "../../auth/routes";
import type { Db } from "../../db/database";
import { acceptInvite, insertInvite } from "../../db/repos/class-seats";
import { listTeachers, removeTeacher } from "../../db/repos/class-teachers";
import { AppError } from "../../http/errors";
import type { Route } from "../../http/route";
import { classIn, noClass, notEnded, OWNER, summaryFor, TEACHERS, userParam } from "./access";

/** Co-teachers one class may have besides its owner (docs/decisions/0051). */
export const MAX_CO_TEACHERS = 5;
const INVITE_DAYS = 7;

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

type Options = { db: Db; requireUser: RequireUser };

const INVITE_REFUSALS = {
  gone: () => new AppError(404, "not_found", "This invite link has been used or has run out."),
  owner: () =>
    new AppError(409, "owner", "This is your own class's invite. Send it to the teacher you want."),
  member: () =>
    new AppError(
      409,
      "member",
      "You are a student in this class, and a teacher sees every student's progress. Leave the class first, then accept the invite.",
    ),
  full: () =>
    new AppError(
      409,
      "too_many_teachers",
      `This class has ${MAX_CO_TEACHERS} co-teachers already, the most it can have.`,
    ),
};

/** The owner is the class: they archive or delete it rather than leave it (decision 0056). */
const ownerStays = () =>
  new AppError(
    409,
    "owner",
    "You own this class, so you cannot stop teaching it. Archive or delete it instead.",
  );

/** A class's co-teachers: invited by link, listed, removed by the owner, or leaving themselves. */
export function registerCoTeacherRoutes(route: Route, { db, requireUser }: Options): void {
  route("createInvite", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, OWNER);
    notEnded(row);
    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000).toISOString();
    await insertInvite(db, { tokenHash: tokenHash(token), classId: row.id, expiresAt });
    reply.status(201);
    return { token, expiresAt };
  });

  route("acceptInvite", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const accepted = await acceptInvite(db, tokenHash(body().token), user.id, MAX_CO_TEACHERS);
    if ("refused" in accepted) throw INVITE_REFUSALS[accepted.refused]();
    return summaryFor(db, accepted.classId, user.id);
  });

  route("classTeachers", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, TEACHERS);
    const teachers = await listTeachers(db, row.id);
    reply.header("cache-control", "no-store");
    return { teachers: teachers.map((t) => ({ ...t, you: t.uid === user.id })) };
  });

  // Allowed on an ended class too: taking someone's sight of its students away changes no record.
  route("removeTeacher", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, OWNER);
    const userId = userParam(request);
    if (userId === user.id) throw ownerStays();
    if (!(await removeTeacher(db, row.id, userId))) throw noClass();
    return { ok: true };
  });

  route("stopTeaching", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, TEACHERS);
    if (row.role === "owner") throw ownerStays();
    await removeTeacher(db, row.id, user.id);
    return { ok: true };
  });
}
