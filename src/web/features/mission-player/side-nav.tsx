import { useId, useState } from "react";
import { Link } from "wouter";
import type { Mission } from "../../../core/content/schema";
import { useMissions } from "../../lib/missions";
import { BackToAllSections } from "../../ui/back-to-all-sections";
import { Marked } from "../../ui/badges";
import type { MissionEntry } from "./gate";
import { PATHS } from "../../../core/paths";
import styles from "./side-nav.module.css";

type SideNavProps = {
  entry: MissionEntry;
  mission: Mission;
  current: number;
  furthest: number;
};

type NavItemProps = {
  label: string;
  href: string;
  current: boolean;
  /** Why it cannot be opened: then it is a disabled link with a lock. */
  locked?: string;
  /** What the tick says, for signed-in students ("visited", "complete"). */
  done?: string;
  onClick?: () => void;
};

/** One entry of the map: a link, with a tick when done, or a disabled link with a lock. */
function NavItem({ label, href, current, locked, done, onClick }: NavItemProps) {
  return (
    <li>
      {locked ? (
        <span className={styles.disabled} aria-disabled="true">
          {label}
          <Marked badge="lock" words={locked} className={styles.badge} />
        </span>
      ) : (
        <Link
          href={href}
          className={styles.item}
          aria-current={current ? "page" : undefined}
          onClick={onClick}
        >
          {label}
          {done && <Marked badge="tick" words={done} className={styles.badge} />}
        </Link>
      )}
    </li>
  );
}

/**
 * The mission map (spec section 2, side navigation), a "Map" button on the mission title's
 * line (the one word leaves the title room on a phone): this mission's pages, and one level up all
 * the sections of its topic, with a lock (a disabled link) on locked ones and, for signed-in
 * students, a tick on completed ones.
 */
export function SideNav({ entry, mission, current, furthest }: SideNavProps) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<"all" | "this">("this");
  const { missions, signedIn } = useMissions();
  const panel = useId();
  const visited = missions.find((m) => m.uid === mission.uid)?.pages ?? [];
  const sections = entry.topic.missions.flatMap((m) => {
    const state = missions.find((s) => s.uid === m.uid);
    return state ? [{ ...m, state }] : [];
  });

  return (
    <nav className={styles.nav} aria-label="Mission map">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panel}
        aria-label="Mission map"
        onClick={() => setOpen((o) => !o)}
      >
        Map
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={panel} className={styles.panel} hidden={!open}>
        {section === "this" ? (
          <>
            <BackToAllSections onChange={setSection} />
            <ol className={styles.list}>
              {mission.pages.map((page, i) => (
                <NavItem
                  key={i}
                  label={page.title}
                  href={PATHS.mission(entry.slug, i)}
                  current={i === current}
                  locked={i > furthest ? "answer the quiz first" : undefined}
                  done={signedIn && visited.includes(i) ? "visited" : undefined}
                />
              ))}
            </ol>
          </>
        ) : (
          <>
            <Link href={PATHS.topic(entry.topic.slug)} className={styles.back}>
              <span aria-hidden="true">← </span>Back to {entry.topic.title}
            </Link>
            <ul className={styles.list}>
              {sections.map(({ slug, uid, state }) => (
                <NavItem
                  key={uid}
                  label={state.title}
                  href={PATHS.mission(slug)}
                  current={uid === mission.uid}
                  locked={state.locked ? "locked" : undefined}
                  done={signedIn && state.complete ? "complete" : undefined}
                  onClick={() => setSection("this")}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </nav>
  );
}
