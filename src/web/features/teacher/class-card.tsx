import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { dayMonthYear } from "../../../core/format/dates";
import { CLASS_PATHS } from "../../../core/class-paths";
import { call } from "../../lib/api";
import buttons from "../../ui/button.module.css";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { RenameForm } from "./rename-form";
import styles from "./teacher.module.css";

type ClassCardProps = {
  summary: ClassSummary;
  onChanged: (next: ClassSummary) => void;
  onDeleted: (gone: ClassSummary) => void;
};

/** What a class is at a glance, in words. */
function facts(c: ClassSummary): string {
  const who = c.role === "owner" ? "Your class" : `Co-teacher of ${c.ownerName}'s class`;
  const size = c.members === 1 ? "1 student" : `${c.members ?? 0} students`;
  const state = c.archivedAt
    ? `Ended ${dayMonthYear(new Date(c.archivedAt))}: read-only`
    : c.joiningOpen
      ? "Joining open"
      : "Joining closed";
  return `${who} · ${size} · ${state}`;
}

/** One class in the list, with its owner's rename, archive and delete. */
export function ClassCard({ summary: c, onChanged, onDeleted }: ClassCardProps) {
  const [asking, setAsking] = useState<"archive" | "delete" | null>(null);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const backToRename = useRef(false);
  const owner = c.role === "owner";
  const ended = c.archivedAt !== null;

  // Focus goes back to Rename once the form is gone and the button is back.
  useEffect(() => {
    if (renaming || !backToRename.current) return;
    backToRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  const stopRenaming = () => {
    backToRename.current = true;
    setRenaming(false);
  };

  return (
    <li className={styles.card}>
      <h3>
        <Link href={CLASS_PATHS.classPage(c.id)}>{c.name}</Link>
      </h3>
      <p className={styles.meta}>{facts(c)}</p>
      {renaming && (
        <RenameForm
          summary={c}
          onDone={(next) => {
            if (next) onChanged(next);
            stopRenaming();
          }}
        />
      )}
      {owner && !renaming && (
        <div className={styles.row}>
          {!ended && (
            <>
              <button
                ref={renameButton}
                type="button"
                className={buttons.secondary}
                onClick={() => setRenaming(true)}
              >
                Rename<span className="visually-hidden"> {c.name}</span>
              </button>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => setAsking("archive")}
              >
                Archive<span className="visually-hidden"> {c.name}</span>
              </button>
            </>
          )}
          <button
            type="button"
            className={`${buttons.base} ${styles.danger}`}
            onClick={() => setAsking("delete")}
          >
            Delete<span className="visually-hidden"> {c.name}</span>
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking === "archive"}
        title={`Archive ${c.name}?`}
        confirm="Yes, archive the class"
        cancel="Keep it open"
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          const answer = await call("archiveClass", { id: c.id });
          setAsking(null);
          onChanged(answer.class);
        }}
      >
        <p>
          The class ends: nobody can join it, and its students see &ldquo;class ended&rdquo;. You
          can still see its progress and download it, but nothing in it can change. It is deleted
          automatically 12 months after you archive it.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "delete"}
        title={`Delete ${c.name}?`}
        confirm="Yes, delete the class"
        cancel="Keep the class"
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          await call("deleteClass", { id: c.id });
          setAsking(null);
          onDeleted(c);
        }}
      >
        <p>
          This deletes the class, its code and its list of students for good. Students keep their
          own progress. You can&apos;t undo this.
        </p>
      </ConfirmDialog>
    </li>
  );
}
