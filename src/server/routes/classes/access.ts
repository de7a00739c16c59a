import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ClassSummary } from "../../../core/api/class-schemas";
import type { Db } from "../../db/database";
import { findClass, type ClassRow, type Role } from "../../db/repos/classes";
import { AppError, parse } from "../../http/errors";

const iso = (value: Date | string) => new Date(value).toISOString();

/** A class as the account asking sees it: only its teachers see its code and size. */
export function summaryOf(row: ClassRow): ClassSummary {
  const teacher = row.role !== "member";
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    ownerName: row.owner_name,
    ownerDomain: domainOf(row.owner_email),
    archivedAt: row.archived_at === null ? null : iso(row.archived_at),
    createdAt: iso(row.created_at),
    joinCode: teacher ? row.join_code : null,
    joiningOpen: teacher ? row.joining_open === 1 : null,
    members: teacher ? row.members : null,
  };
}

/** A class's summary as the account sees it after a change. */
export async function summaryFor(db: Db, classId: string, userId: string) {
  const row = await findClass(db, classId, userId);
  if (!row) throw noClass();
  return { class: summaryOf(row) };
}

/** The part of an email address after the @: a joiner sees whose class it is, not the address. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/** The same answer for a class that does not exist and one the account has no part in. */
export const noClass = () => new AppError(404, "not_found", "There is no class here.");

const params = z.object({ id: z.string().min(1).max(64), userId: z.string().max(64).optional() });

/** The class a route's :id names, if the account has one of `roles` in it; else a 404. */
export async function classIn(
  db: Db,
  request: FastifyRequest,
  userId: string,
  roles: readonly Role[],
): Promise<ClassRow> {
  const { id } = parse(params, request.params, noClass);
  const row = await findClass(db, id, userId);
  if (!row || !roles.includes(row.role)) throw noClass();
  return row;
}

/** The :userId of a route, checked as the :id is. */
export const userParam = (request: FastifyRequest): string => {
  const { userId } = parse(params, request.params, noClass);
  if (!userId) throw noClass();
  return userId;
};

/** An archived class is read-only. */
export function notEnded(row: ClassRow): void {
  if (row.archived_at !== null) {
    throw new AppError(409, "class_ended", "This class has ended, so it cannot change.");
  }
}

export const TEACHERS: readonly Role[] = ["owner", "teacher"];
export const OWNER: readonly Role[] = ["owner"];
