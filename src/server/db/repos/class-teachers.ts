import type { Db } from "../database";

export type TeacherRow = { uid: string; name: string; role: "owner" | "teacher" };

/** A class's teachers by display name: its owner first, then its co-teachers as they joined. */
export async function listTeachers(db: Db, classId: string): Promise<TeacherRow[]> {
  const [owner, coTeachers] = await Promise.all([
    db.kysely
      .selectFrom("classes as c")
      .innerJoin("user as u", "u.id", "c.owner_id")
      .select(["u.id as uid", "u.name"])
      .where("c.id", "=", classId)
      .execute(),
    db.kysely
      .selectFrom("class_teachers as t")
      .innerJoin("user as u", "u.id", "t.user_id")
      .select(["u.id as uid", "u.name"])
      .where("t.class_id", "=", classId)
      .orderBy("t.added_at")
      .orderBy("u.id")
      .execute(),
  ]);
  return [
    ...owner.map((t) => ({ ...t, role: "owner" as const })),
    ...coTeachers.map((t) => ({ ...t, role: "teacher" as const })),
  ];
}

/** Ends a co-teacher's part in a class: their next request for it finds no class. */
export async function removeTeacher(db: Db, classId: string, userId: string): Promise<boolean> {
  const removed = await db.kysely
    .deleteFrom("class_teachers")
    .where("class_id", "=", classId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
