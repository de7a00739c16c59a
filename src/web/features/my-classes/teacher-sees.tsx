import { useEffect, useState } from "react";
import type { AnswerOf } from "../../../core/api/contract";
import { gridRow } from "../../../core/classes/grid";
import { dayMonthYear } from "../../../core/format/dates";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import { Preloader } from "../../ui/preloader";
import { StatusCell } from "../../ui/status-cell";
import styles from "./my-classes.module.css";

type Row = AnswerOf<"myClassRow">;

/**
 * "What my teacher sees": the student's own row of the class grid, read and made into words as
 * the teacher's grid makes it, each mission drawn by the StatusCell the teacher's grid draws.
 */
export function TeacherSees({ classId }: { classId: string }) {
  const [row, setRow] = useState<Row | { failed: string } | null>(null);
  useEffect(() => {
    let live = true;
    call("myClassRow", { id: classId }).then(
      (answer) => live && setRow(answer),
      (error: unknown) => live && setRow({ failed: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [classId]);

  if (row === null) return <Preloader inline />;
  if ("failed" in row) {
    return (
      <p role="alert" className={styles.error}>
        {row.failed}
      </p>
    );
  }
  const { missions } = row;
  const student = gridRow(row.student, new Date(row.now));
  return (
    <>
      <p>
        Your name: <strong>{student.name}</strong>
        <br />
        Last used Rocket:{" "}
        {student.lastActivity ? dayMonthYear(new Date(student.lastActivity)) : "not yet"}
      </p>
      <table className={styles.table}>
        <caption>Your row in {row.class.name}, as your teacher sees it</caption>
        <thead>
          <tr>
            <th scope="col">Mission</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {missions.map((mission) => {
            const cell = student.missions.find((m) => m.uid === mission.uid);
            return (
              <tr key={mission.uid}>
                <th scope="row">{mission.title}</th>
                <td>{cell && <StatusCell cell={cell} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
