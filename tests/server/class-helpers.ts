import { expect } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { CONSENT_VERSION } from "../../src/core/classes/consent";
import { gridRow, type GridRowData, type GridStudent } from "../../src/core/classes/grid";
import type { SectionUid } from "../../src/core/progress/sections";
import { signedIn, uniqueEmail } from "./api-helpers";
import type { Client, TestApp } from "./harness";

/** A signed-in teacher who has made a class: its id and join code. */
export async function teacherWithClass(app: TestApp, name = "10MAT Money") {
  const teacher = await signedIn(app, "Ms Rangi", uniqueEmail("teacher"));
  const made = await teacher.client.post("/api/classes", { name });
  expect(made.status, made.text).toBe(201);
  return { teacher, id: String(made.json.class.id), code: String(made.json.class.joinCode) };
}

/** Joins with a code, agreeing to the consent text now in force. */
export const join = (client: Client, code: string, consentVersion = CONSENT_VERSION) =>
  client.post("/api/classes/join", { code, consentVersion });

/** A new student who has joined the class. */
export async function studentIn(app: TestApp, code: string, name = "Aroha Student") {
  const student = await signedIn(app, name);
  const joined = await join(student.client, code);
  expect(joined.status, joined.text).toBe(200);
  return student;
}

/** Puts `count` made-up students straight into the class's roster (a full class, quickly). */
export async function fillClass(app: TestApp, classId: string, count: number): Promise<void> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `filler-${i}-${classId}`,
    name: `Filler ${i}`,
    email: `filler-${i}-${classId}@example.com`,
    emailVerified: 0,
    createdAt: now,
    updatedAt: now,
  }));
  await app.db.kysely
    .insertInto("user")
    .values(app.db.kind === "postgres" ? rows.map((r) => ({ ...r, emailVerified: false })) : rows)
    .execute();
  await app.db.kysely
    .insertInto("class_members")
    .values(
      rows.map((r) => ({ class_id: classId, user_id: r.id, consent_version: 1, joined_at: now })),
    )
    .execute();
}

/** A class's grid as its teacher reads it, each row with its cells in words as the web has them. */
export async function gridOf(teacher: Client, classId: string): Promise<GridStudent[]> {
  const answer = await teacher.get(pathOf("classGrid", { id: classId }));
  expect(answer.status, answer.text).toBe(200);
  const now = new Date(answer.json.now);
  return (answer.json.students as GridRowData[]).map((s) => gridRow(s, now));
}

/** A row's cell for one mission. */
export const cellOf = (row: GridStudent, uid: SectionUid) =>
  row.missions.find((m) => m.uid === uid)!;
