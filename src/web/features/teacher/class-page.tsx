import { useCallback, useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import type { ClassSummary } from "../../../core/api/class-schemas";
import { gridRow } from "../../../core/classes/grid";
import { dayMonthYear } from "../../../core/format/dates";
import { CLASS_PATHS, CLASS_ROUTE } from "../../../core/class-paths";
import { call } from "../../lib/api";
import { messageOf } from "../../lib/api-message";
import { useSession } from "../../lib/session";
import { Page } from "../../ui/page";
import { Preloader } from "../../ui/preloader";
import { Toggle } from "../../ui/toggle";
import { GridPanel } from "./grid-panel";
import type { GridView } from "./grid-sort";
import { InvitePanel } from "./invite-panel";
import { JoinPanel } from "./join-panel";
import { useProjector } from "./projector";
import { ReteachPanel } from "./reteach-panel";
import { ShareMissions } from "./share-missions";
import { TeachersPanel } from "./teachers-panel";
import { SignInFirst } from "../../ui/sign-in-first";
import styles from "./teacher.module.css";

/** One class for its teachers: joining, who did what, sharing missions, co-teachers. */
export function ClassPage() {
  const { id = "" } = useParams<{ id: string }>();
  const signedIn = useSession((s) => s.status === "signed-in");
  if (!signedIn) {
    return (
      <Page title={CLASS_ROUTE.classPage.title}>
        <SignInFirst heading="Log in to see this class">
          A class's progress is only for its teachers. Log in with the account that made the class,
          or that was invited to teach it.
        </SignInFirst>
      </Page>
    );
  }
  return <ClassScreen id={id} />;
}

function useClassGrid(id: string) {
  const [data, setData] = useState<GridView | null>(null);
  const [error, setError] = useState("");
  const load = useCallback(
    () =>
      call("classGrid", { id }).then(
        (answer) => {
          setData({
            ...answer,
            students: answer.students.map((s) => gridRow(s, new Date(answer.now))),
          });
          setError("");
        },
        (e: unknown) => setError(messageOf(e)),
      ),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const setClass = (next: ClassSummary) => setData((d) => d && { ...d, class: next });
  return { data, error, reload: load, setClass };
}

function ClassScreen({ id }: { id: string }) {
  const { data, error, reload, setClass } = useClassGrid(id);
  if (!data) {
    return (
      <Page title={CLASS_ROUTE.classPage.title}>
        {error ? (
          <>
            <p role="alert">{error}</p>
            <Link href={CLASS_PATHS.classes}>Back to your classes</Link>
          </>
        ) : (
          <Preloader inline />
        )}
      </Page>
    );
  }
  const c = data.class;
  return (
    <Page title={c.name} wide>
      <p className={styles.lead}>
        {c.role === "owner" ? "Your class" : `${c.ownerName}'s class: you teach it with them`}
      </p>
      <ProjectorSwitch />
      {c.archivedAt ? (
        <p className={styles.card}>
          This class ended on {dayMonthYear(new Date(c.archivedAt))}. It is read-only, and it is
          deleted automatically 12 months after that.
        </p>
      ) : (
        <JoinPanel summary={c} onChanged={setClass} />
      )}
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <GridPanel data={data} reload={reload} />
      <ReteachPanel classId={c.id} className={c.name} />
      <ShareMissions />
      <TeachersPanel summary={c} />
      {c.role === "owner" && !c.archivedAt && <InvitePanel id={c.id} />}
    </Page>
  );
}

/** Projector mode's one switch (issue 24.6), the same on every device's teacher screens. */
function ProjectorSwitch() {
  const { on, set } = useProjector();
  return (
    <div className={styles.card}>
      <Toggle
        label="Projector mode"
        description="Shows students' initials instead of their names. This device remembers it."
        checked={on}
        onChange={set}
      />
    </div>
  );
}
