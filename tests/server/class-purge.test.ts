import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { purgeEndedClasses } from "../../src/server/db/repos/purge";
import { expectError, signedIn } from "./api-helpers";
import { join, studentIn, teacherWithClass } from "./class-helpers";
import { DATABASES, startApp, type Client, type TestApp } from "./harness";

const DAY_MS = 24 * 3_600_000;

const answer = (client: Client, question: string) =>
  client.post("/api/me/first-tries", {
    answers: [{ question, option: 1, answeredAt: new Date().toISOString() }],
  });

describe.each(DATABASES)("the purge of ended classes on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  /** How many rows each class table holds for the class, and each student's first answers. */
  async function rowsOf(classId: string, students: string[]) {
    const k = app.db.kysely;
    const count = async (
      table: "classes" | "class_members" | "class_teachers" | "class_invites",
    ) =>
      table === "classes"
        ? (await k.selectFrom("classes").select("id").where("id", "=", classId).execute()).length
        : (await k.selectFrom(table).select("class_id").where("class_id", "=", classId).execute())
            .length;
    const answers = await Promise.all(
      students.map(
        async (uid) =>
          (
            await k
              .selectFrom("first_try_answers")
              .select("question_id")
              .where("user_id", "=", uid)
              .execute()
          ).length,
      ),
    );
    return {
      classes: await count("classes"),
      members: await count("class_members"),
      teachers: await count("class_teachers"),
      invites: await count("class_invites"),
      answers,
    };
  }

  it("removes an ended class's every row 12 months after it was archived, and no one else's", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const other = await teacherWithClass(app, "Still running");
    const coTeacher = await signedIn(app, "Mr Co");
    const used = (await teacher.client.post(pathOf("createInvite", { id }))).json.token;
    await coTeacher.client.post("/api/classes/invites/accept", { token: used });
    await teacher.client.post(pathOf("createInvite", { id }));
    const onlyHere = await studentIn(app, code, "Only Here");
    const inBoth = await studentIn(app, code, "In Both");
    expect((await join(inBoth.client, other.code)).status).toBe(200);
    await answer(onlyHere.client, "m7-q1");
    await answer(inBoth.client, "m7-q2");
    await teacher.client.post(pathOf("archiveClass", { id }));
    const students = [onlyHere.uid, inBoth.uid];
    const before = { classes: 1, members: 2, teachers: 1, invites: 1, answers: [1, 1] };
    expect(await rowsOf(id, students)).toEqual(before);

    expect(await purgeEndedClasses(app.db, new Date(Date.now() + 334 * DAY_MS))).toBe(0);
    expect(await rowsOf(id, students)).toEqual(before);
    expect((await teacher.client.get(pathOf("classGrid", { id }))).status).toBe(200);

    expect(await purgeEndedClasses(app.db, new Date(Date.now() + 367 * DAY_MS))).toBe(1);
    expect(await rowsOf(id, students)).toEqual({
      classes: 0,
      members: 0,
      teachers: 0,
      invites: 0,
      // The answers of a student still in another class stay: that class may count them.
      answers: [0, 1],
    });
    expectError(await teacher.client.get(pathOf("classGrid", { id })), 404);
    const running = await other.teacher.client.get(pathOf("classGrid", { id: other.id }));
    expect(running.json.students).toEqual([expect.objectContaining({ uid: inBoth.uid })]);
  });
});
