import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../src/core/api/endpoints";
import { sectionOf } from "../../src/core/progress/sections";
import { cellOf, gridOf, studentIn, teacherWithClass } from "./class-helpers";
import { DATABASES, startApp, type TestApp } from "./harness";

// A lesson (issue 24, "Done when"): 30 students join and play through the API, and by the end the
// teacher sees who finished what and which question tripped the class up, while no student
// sees anything of another.

const CLASS_SIZE = 30;
const m7 = sectionOf("m7");
const everyPage = Array.from({ length: m7.total }, (_, i) => i);

describe.each(DATABASES)("a lesson on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(() => app.close());

  it(`shows the teacher ${CLASS_SIZE} students' progress and the class's first answers, and each student only their own row`, async () => {
    const { teacher, id, code } = await teacherWithClass(app);
    const students: Awaited<ReturnType<typeof studentIn>>[] = [];
    for (let i = 0; i < CLASS_SIZE; i++) {
      const student = await studentIn(app, code, `Student ${i} Kowhai`);
      // A third finish Types of bank accounts, a third see two pages, a third none.
      const pages = i < 10 ? everyPage : i < 20 ? [0, 1] : [];
      if (pages.length) {
        const saved = await student.client.post("/api/me/progress", {
          sections: { m7: { pages } },
        });
        expect(saved.status, saved.text).toBe(200);
      }
      // Every third student is right first time ("Everyday"); the rest choose "Tertiary".
      const answered = await student.client.post("/api/me/first-tries", {
        answers: [
          { question: "m7-q1", option: i % 3 === 0 ? 0 : 1, answeredAt: new Date().toISOString() },
        ],
      });
      expect(answered.status, answered.text).toBe(200);
      students.push(student);
    }

    const rows = await gridOf(teacher.client, id);
    expect(rows).toHaveLength(CLASS_SIZE);
    const statusOf = (i: number) =>
      cellOf(
        rows.find((r) => r.uid === students[i]!.uid)!,
        "m7",
      );
    for (let i = 0; i < CLASS_SIZE; i++) {
      expect(statusOf(i)).toMatchObject(
        i < 10
          ? { status: "done" }
          : i < 20
            ? { status: "in-progress", seen: 2 }
            : { status: "not-started", seen: 0 },
      );
    }

    const questions = await teacher.client.get(pathOf("classQuestions", { id }));
    expect(questions.status, questions.text).toBe(200);
    expect(questions.json.questions.find((q: { id: string }) => q.id === "m7-q1")).toMatchObject({
      figures: {
        answered: CLASS_SIZE,
        rightShare: 10 / CLASS_SIZE,
        mostChosenWrong: { label: "Tertiary", chosen: 20 },
      },
    });
    expect(questions.text).not.toMatch(/Kowhai/);

    for (const student of [students[0]!, students[29]!]) {
      expect((await student.client.get(pathOf("classGrid", { id }))).status).toBe(404);
      expect((await student.client.get(pathOf("classQuestions", { id }))).status).toBe(404);
      const own = await student.client.get(pathOf("myClassRow", { id }));
      expect(own.status, own.text).toBe(200);
      expect(own.json.student.uid).toBe(student.uid);
      const others = students.filter((s) => s !== student);
      for (const other of others) {
        expect(own.text).not.toContain(other.uid);
        expect(own.text).not.toContain(`${other.name}"`);
      }
    }
  }, 120_000);
});
