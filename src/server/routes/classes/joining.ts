import type { FastifyReply, FastifyRequest } from "fastify";
import { CONSENT_VERSION } from "../../../core/classes/consent";
import { normaliseCode } from "../../../core/classes/join-code";
import type { RequireUser } from "../../auth/routes";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { addMember } from "../../db/repos/class-seats";
import { findClass, findOpenClass, removeMember } from "../../db/repos/classes";
import { clientAddress } from "../../http/client-address";
import { AppError } from "../../http/errors";
import type { Route } from "../../http/route";
import type { AppLimits, Limiter } from "../../limits/limiter";
import { countAgainst } from "../../limits/route-limits";
import { classIn, domainOf, noClass, notEnded, summaryOf, TEACHERS, userParam } from "./access";

/** Members one class may have (docs/decisions/0048). */
export const MAX_MEMBERS = 200;
const HOUR_MS = 60 * 60 * 1000;

type Options = { db: Db; requireUser: RequireUser; limiter: Limiter; limits: AppLimits };

/** The same answer for a code that never was, one replaced, and a class closed or ended. */
const noOpenClass = () =>
  new AppError(404, "not_found", "No open class has this code. Check it with your teacher.");

/** A student's side: look a code up, join, leave; and a teacher removing a member. */
export function registerJoiningRoutes(
  route: Route,
  { db, requireUser, limiter, limits }: Options,
): void {
  /** The open class a typed code names, counted against the join limits first. */
  async function openClassOf(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    typed: string,
  ) {
    await countAgainst(
      reply,
      limiter,
      [
        { key: `class-join:${user.id}`, windowMs: HOUR_MS, max: limits.classJoinsPerHour },
        {
          key: `class-join-at:${clientAddress(request)}`,
          windowMs: HOUR_MS,
          max: limits.classJoinsPerAddressPerHour,
        },
      ],
      "Too many class codes tried from here.",
    );
    const code = normaliseCode(typed);
    const found = code ? await findOpenClass(db, code) : undefined;
    if (!found) throw noOpenClass();
    return found;
  }

  route("previewClass", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const found = await openClassOf(request, reply, user, body().code);
    return {
      name: found.name,
      ownerName: found.owner_name,
      ownerDomain: domainOf(found.owner_email),
      consentVersion: CONSENT_VERSION,
    };
  });

  route("joinClass", {}, async (request, reply, body) => {
    const user = await requireUser(request, reply);
    const { code, consentVersion } = body();
    const found = await openClassOf(request, reply, user, code);
    if (consentVersion !== CONSENT_VERSION) {
      throw new AppError(
        409,
        "consent_outdated",
        "What your teacher sees has changed. Please read it again before you join.",
      );
    }
    const member = { classId: found.id, userId: user.id, consentVersion };
    const added = await addMember(db, member, MAX_MEMBERS);
    if (added === "teacher") {
      throw new AppError(409, "teacher", "You teach this class, so you cannot join it.");
    }
    if (added === "full") {
      throw new AppError(409, "class_full", `This class has ${MAX_MEMBERS} students already.`);
    }
    const joined = await findClass(db, found.id, user.id);
    if (!joined) throw noOpenClass();
    return { class: summaryOf(joined) };
  });

  route("leaveClass", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, ["member"]);
    await removeMember(db, row.id, user.id);
    return { ok: true };
  });

  route("removeMember", {}, async (request, reply) => {
    const user = await requireUser(request, reply);
    const row = await classIn(db, request, user.id, TEACHERS);
    notEnded(row);
    if (!(await removeMember(db, row.id, userParam(request)))) throw noClass();
    return { ok: true };
  });
}
