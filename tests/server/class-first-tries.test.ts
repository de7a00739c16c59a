import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { questionKeys } from "../../src/core/classes/questions";
import { loadMissions } from "../../src/server/missions";
import { expectError, signedIn } from "./api-helpers";
import { cellOf, gridOf, join, studentIn, teacherWithClass } from "./class-helpers";
import { DATABASES, startApp, type Client, type TestApp } from "./harness";

const answer = (question: string, option: number, answeredAt = new Date().toISOString()) => ({
  question,
  option,
  answeredAt,
});
const send = (client: Client, answers: ReturnType<typeof answer>[]) =>
  client.post("/api/me/first-tries", { answers });

describe.each(DATABASES)("first-try answers on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  /** An option of the question that is not its right one. */
  const wrong = async (question: string) => {
    const key = questionKeys(await loadMissions()).get(question)!;
    return (key.correct + 1) % key.options;
  };

  /** Makes the account a day old, so an answer from an hour ago is after it was made. */
  const dayOld = (uid: string) =>
    app.db.kysely
      .updateTable("user")
      .set({ createdAt: new Date(Date.now() - 24 * 3_600_000).toISOString() })
      .where("id", "=", uid)
      .execute();

  const storedFor = (uid: string) =>
    app.db.kysely
      .selectFrom("first_try_answers")
      .selectAll()
      .where("user_id", "=", uid)
      .orderBy("question_id")
      .execute();

  it("refuses answers from a student in no class, and stores nothing", async () => {
    const student = await signedIn(app);
    expectError(await send(student.client, [answer("m7-q1", 0)]), 403, "not_in_class");
    expect(await storedFor(student.uid)).toEqual([]);
  });

  it("keeps the first answer per question only, and shows it on the grid as a miss", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    await student.client.post("/api/me/progress", { sections: { m7: { pages: [0, 1] } } });
    const first = await send(student.client, [
      answer("m7-q1", await wrong("m7-q1")),
      answer("m7-q2", await wrong("m7-q2")),
    ]);
    expect(first.json).toEqual({ recorded: 2 });
    expect((await send(student.client, [answer("m7-q1", 1)])).json).toEqual({ recorded: 0 });
    expect((await storedFor(student.uid)).map((r) => r.option_index)).toEqual([
      await wrong("m7-q1"),
      await wrong("m7-q2"),
    ]);
    const [row] = await gridOf(teacher.client, id);
    expect(cellOf(row!, "m7")).toMatchObject({
      status: "needs-help",
      label: "Needs help (2 of 6 pages)",
      firstTry: { answered: 2, right: 0 },
    });
  });

  it("keeps an offline answer's time, but not one in the future or before the account", async () => {
    const { code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    await dayOld(student.uid);
    const earlier = new Date(Date.now() - 3_600_000).toISOString();
    await send(student.client, [
      answer("m7-q1", 1, earlier),
      answer("m7-q2", 1, "2099-01-01T00:00:00.000Z"),
      answer("m2-q1", 1, "2001-01-01T00:00:00.000Z"),
    ]);
    const rows = await storedFor(student.uid);
    const at = (q: string) =>
      new Date(rows.find((r) => r.question_id === q)!.answered_at).getTime();
    expect(at("m7-q1")).toBe(new Date(earlier).getTime());
    expect(at("m7-q2")).toBeLessThanOrEqual(Date.now());
    expect(at("m2-q1")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("counts on the grid only answers given while a member", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    await dayOld(student.uid);
    await send(student.client, [
      answer("m7-q1", 1, new Date(Date.now() - 3_600_000).toISOString()),
    ]);
    const [row] = await gridOf(teacher.client, id);
    expect(cellOf(row!, "m7").firstTry).toEqual({
      answered: 0,
      right: 0,
    });
  });

  /** The first-try score of mission m7 on the class's grid, as its teacher sees it. */
  const m7Score = async (teacher: Client, id: string) =>
    cellOf((await gridOf(teacher, id))[0]!, "m7").firstTry;

  it("counts an answer in each class the student was in when it was given, and only there", async () => {
    const early = await teacherWithClass(app);
    const late = await teacherWithClass(app);
    const student = await studentIn(app, early.code);
    await join(student.client, late.code);
    await dayOld(student.uid);
    await app.db.kysely
      .updateTable("class_members")
      .set({ joined_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where("class_id", "=", early.id)
      .execute();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await send(student.client, [
      answer("m7-q1", 1, anHourAgo),
      answer("m7-q2", await wrong("m7-q2")),
    ]);
    const key = questionKeys(await loadMissions());
    const rightOf = (q: string, option: number) => (key.get(q)!.correct === option ? 1 : 0);
    expect(await m7Score(early.teacher.client, early.id)).toEqual({
      answered: 2,
      right: rightOf("m7-q1", 1),
    });
    expect(await m7Score(late.teacher.client, late.id)).toEqual({ answered: 1, right: 0 });
  });

  it("starts a removed student who joins again with no first tries on the grid", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    await send(student.client, [answer("m7-q1", await wrong("m7-q1"))]);
    expect(await m7Score(teacher.client, id)).toEqual({ answered: 1, right: 0 });
    await teacher.client.request("DELETE", pathOf("removeMember", { id, userId: student.uid }));
    expect((await join(student.client, code)).status).toBe(200);
    expect(await m7Score(teacher.client, id)).toEqual({ answered: 0, right: 0 });
  });

  it("refuses a question or option no mission has", async () => {
    const { code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    expectError(await send(student.client, [answer("m7-q9", 0)]), 400);
    expectError(await send(student.client, [answer("m7-q1", 9)]), 400);
  });

  it("refuses a removed student's queued answers and deletes theirs with their last class", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    await send(student.client, [answer("m7-q1", 1)]);
    await teacher.client.request("DELETE", pathOf("removeMember", { id, userId: student.uid }));
    expect(await storedFor(student.uid)).toEqual([]);
    expectError(await send(student.client, [answer("m7-q2", 1)]), 403, "not_in_class");
  });

  it("puts memberships and first answers in the data export, and deletes them with the account", async () => {
    const { code } = await teacherWithClass(app);
    const student = await studentIn(app, code);
    await send(student.client, [answer("m7-q1", 2)]);
    const exported = (await student.client.get("/api/me/export")).json;
    expect(exported.classes).toEqual([
      expect.objectContaining({ name: "10MAT Money", ownerName: "Ms Rangi", consentVersion: 1 }),
    ]);
    expect(exported.firstTryAnswers).toEqual([
      expect.objectContaining({ question: "m7-q1", option: 2 }),
    ]);
    expect((await student.client.request("DELETE", "/api/me")).status).toBe(200);
    expect(await storedFor(student.uid)).toEqual([]);
    const left = await app.db.kysely
      .selectFrom("class_members")
      .select("user_id")
      .where("user_id", "=", student.uid)
      .execute();
    expect(left).toEqual([]);
  });
});
