import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import type { ClassQuestions } from "../../../core/api/class-schemas";
import { questionsCsv, rightPercent } from "../../../core/classes/csv";
import { PATHS } from "../../../core/paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import buttons from "../../ui/button.module.css";
import { Rich } from "../../ui/rich-text";
import { csvName, downloadCsv } from "./download";
import styles from "./teacher.module.css";

type Question = ClassQuestions["questions"][number];

/** The questions with figures, the one the class found hardest first; then those without. */
function hardestFirst(questions: readonly Question[]) {
  const shown = questions.filter((q) => q.figures !== null);
  shown.sort((a, b) => a.figures!.rightShare - b.figures!.rightShare);
  return { shown, hidden: questions.filter((q) => q.figures === null) };
}

function TaughtOn({ q }: { q: Question }) {
  return (
    <Link href={PATHS.mission(q.taught.slug, q.taught.page)}>
      Taught on &ldquo;{q.taught.title}&rdquo; ({q.missionTitle}, page {q.taught.page + 1})
    </Link>
  );
}

function Figures({ q }: { q: Question }) {
  const { answered, rightShare, mostChosenWrong: wrong } = q.figures!;
  return (
    <>
      <p>
        {answered} answered: <strong>{rightPercent(rightShare)}</strong> right first time.
      </p>
      {wrong && (
        <p>
          Wrong answer chosen most: <strong>{wrong.label}</strong> ({wrong.chosen} of {answered}).{" "}
          <Rich text={wrong.explanation} />
        </p>
      )}
    </>
  );
}

/**
 * What to reteach (issue 24.5): each quiz question's first answers, given while members, with
 * the wrong answer the class chose most, why it is wrong and the page that teaches it. Names no
 * student; a question with fewer answers than the least shown has no figures.
 */
export function ReteachPanel({ classId, className }: { classId: string; className: string }) {
  const [data, setData] = useState<ClassQuestions | null>(null);
  const [error, setError] = useState("");
  const load = useCallback(
    () =>
      call("classQuestions", { id: classId }).then(
        (answer) => {
          setData(answer);
          setError("");
        },
        (e: unknown) => setError(messageOf(e)),
      ),
    [classId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const { shown, hidden } = hardestFirst(data?.questions ?? []);

  return (
    <section className={styles.card} aria-labelledby="reteach-title">
      <h2 id="reteach-title">What to reteach</h2>
      <p>
        The class&apos;s first answers to each quiz question, the hardest first. Figures show once{" "}
        {data?.minAnswers ?? "a few"} students have answered, so no one student&apos;s answer can be
        picked out.
      </p>
      <div className={styles.row}>
        <button type="button" className={buttons.secondary} onClick={() => void load()}>
          Refresh
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!data}
          onClick={() => data && downloadCsv(questionsCsv(data), csvName(className, "questions"))}
        >
          Download CSV
        </button>
      </div>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      {data && shown.length === 0 && <p>No question has {data.minAnswers} answers yet.</p>}
      <ol className={styles.questions}>
        {shown.map((q) => (
          <li key={q.id}>
            <h3>
              <Rich text={q.text} />
            </h3>
            <Figures q={q} />
            <TaughtOn q={q} />
          </li>
        ))}
      </ol>
      {data && hidden.length > 0 && (
        <details>
          <summary>
            Fewer than {data.minAnswers} answers so far ({hidden.length} questions)
          </summary>
          <ul>
            {hidden.map((q) => (
              <li key={q.id}>
                <Rich text={q.text} /> <TaughtOn q={q} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
