import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { MIN_ANSWERS } from "../../src/core/classes/reteach";
import { expectError, signedIn } from "./api-helpers";
import { join, studentIn, teacherWithClass } from "./class-helpers";
import { Client, DATABASES, startApp, type TestApp } from "./harness";

/** m7-q1's options: 0 ("Everyday") is right, 1 to 3 are wrong. */
const answer = (client: Client, option: number, question = "m7-q1") =>
  client.post("/api/me/first-tries", {
    answers: [{ question, option, answeredAt: new Date().toISOString() }],
  });

type Row = { id: string; figures: unknown; taught: unknown };

describe.each(DATABASES)("what to reteach on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  const questionsOf = async (client: Client, id: string) => {
    const answer = await client.get(pathOf("classQuestions", { id }));
    expect(answer.status, answer.text).toBe(200);
    return answer;
  };
  const rowOf = async (client: Client, id: string, question = "m7-q1") =>
    (await questionsOf(client, id)).json.questions.find((q: Row) => q.id === question) as Row;

  it(`hides a question's figures, its count too, until ${MIN_ANSWERS} have answered, then names no student`, async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const names = ["Aroha", "Tama", "Mere", "Nikau", "Hine"].map((n) => `${n} Zqvw`);
    const students = [];
    for (const name of names) students.push(await studentIn(app, code, name));
    for (const [i, s] of students.slice(0, 4).entries()) await answer(s.client, [1, 1, 2, 0][i]!);
    expect(await rowOf(teacher.client, id)).toMatchObject({
      figures: null,
      taught: { slug: "types-of-bank-accounts", page: 1, title: "Four kinds of account" },
    });

    await answer(students[4]!.client, 0);
    const all = await questionsOf(teacher.client, id);
    expect(all.json.minAnswers).toBe(MIN_ANSWERS);
    expect(all.json.questions.find((q: Row) => q.id === "m7-q1")).toMatchObject({
      uid: "m7",
      missionTitle: "Types of bank accounts",
      figures: {
        answered: 5,
        rightShare: 0.4,
        mostChosenWrong: {
          option: 1,
          label: "Tertiary",
          chosen: 2,
          // Its te reo marked as the mission marks it, for the screen to write as the player does.
          explanation: expect.arrayContaining([{ mi: "wānanga" }]),
        },
      },
    });
    expect(all.text).not.toMatch(/Zqvw/);
    for (const s of students) expect(all.text).not.toContain(s.uid);
  });

  it("counts only answers given while a member of this class", async () => {
    const first = await teacherWithClass(app, "Term 1");
    const second = await teacherWithClass(app, "Term 2");
    for (let i = 0; i < MIN_ANSWERS; i++) {
      const student = await studentIn(app, first.code, `Student ${i}`);
      await answer(student.client, 1);
      expect((await join(student.client, second.code)).status).toBe(200);
    }
    expect(await rowOf(first.teacher.client, first.id)).toMatchObject({
      figures: { answered: MIN_ANSWERS, rightShare: 0 },
    });
    expect((await rowOf(second.teacher.client, second.id)).figures).toBeNull();
  });

  it("answers its teachers only: another teacher, a member and a visitor are refused", async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const member = await studentIn(app, code);
    const other = await teacherWithClass(app, "Other class");
    const path = pathOf("classQuestions", { id });
    for (const client of [other.teacher.client, member.client]) {
      const refused = await client.get(path);
      expectError(refused, 404, "not_found");
      expect(refused.json.error.message).toBe("There is no class here.");
    }
    expectError(await new Client(app.url).get(path), 401);
    expectError(await teacher.client.get(pathOf("classQuestions", { id: "no-such-class" })), 404);

    const invite = await teacher.client.post(pathOf("createInvite", { id }));
    const co = await signedIn(app, "Mr Co");
    await co.client.post("/api/classes/invites/accept", { token: invite.json.token });
    expect((await co.client.get(path)).status).toBe(200);
  });
});
