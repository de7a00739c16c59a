import { useId, useState } from "react";
import { Link } from "wouter";
import type { Mission } from "../../../core/content/schema";
import { useMissions } from "../../lib/missions";
import { BackToAllSections } from "../../ui/back-to-all-sections";
import { LockBadge, TickBadge } from "../../ui/badges";
import { missionPath, type MissionEntry } from "./gate";
import styles from "./side-nav.module.css";

type SideNavProps = {
  entry: MissionEntry;
  mission: Mission;
  current: number;
  furthest: number;
};

/**
 * The mission map (spec section 2, side navigation): this mission's pages, and one level up all
 * the sections of its topic, with a lock (a disabled link) on locked ones and, for signed-in
 * students, a tick on completed ones.
 */
export function SideNav({ entry, mission, current, furthest }: SideNavProps) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<"all" | "this">("this");
  const { missions, signedIn } = useMissions();
  const panel = useId();
  const state = missions.find((m) => m.uid === mission.uid);

  return (
    <nav className={styles.nav} aria-label="Mission map">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
      >
        Mission map
      </button>
      <div id={panel} className={styles.panel} hidden={!open}>
        {section === "this" ? (
          <>
            <BackToAllSections onChange={setSection} />
            <ol className={styles.list}>
              {mission.pages.map((page, i) => (
                <li key={i}>
                  {i > furthest ? (
                    <span className={styles.disabled} aria-disabled="true">
                      <LockBadge className={styles.badge} />
                      {page.title}
                      <span className="visually-hidden"> (answer the quiz first)</span>
                    </span>
                  ) : (
                    <Link
                      href={missionPath(entry.slug, i)}
                      className={styles.item}
                      aria-current={i === current ? "page" : undefined}
                    >
                      {signedIn && state?.pages.includes(i) && (
                        <TickBadge className={styles.badge} />
                      )}
                      {page.title}
                      {signedIn && state?.pages.includes(i) && (
                        <span className="visually-hidden"> (visited)</span>
                      )}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <Link href={`/missions/${entry.topic.slug}`} className={styles.back}>
              <span aria-hidden="true">← </span>Back to {entry.topic.title}
            </Link>
            <ul className={styles.list}>
              {entry.topic.missions.map((m) => {
                const s = missions.find((x) => x.uid === m.uid);
                if (!s) return null;
                if (s.locked) {
                  return (
                    <li key={m.uid}>
                      <span className={styles.disabled} aria-disabled="true">
                        <LockBadge className={styles.badge} />
                        {s.title}
                        <span className="visually-hidden"> (locked)</span>
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={m.uid}>
                    <Link
                      href={missionPath(m.slug, 0)}
                      className={styles.item}
                      aria-current={m.uid === mission.uid ? "page" : undefined}
                      onClick={() => setSection("this")}
                    >
                      {signedIn && s.complete && <TickBadge className={styles.badge} />}
                      {s.title}
                      {signedIn && s.complete && (
                        <span className="visually-hidden"> (complete)</span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </nav>
  );
}
