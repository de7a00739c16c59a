import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Mission, Page as ContentPage } from "../../../core/content/schema";
import { useDialogs } from "../../lib/dialogs";
import { play } from "../../lib/sound";
import { useSession } from "../../lib/session";
import { Carousel } from "../../ui/carousel";
import { Page } from "../../ui/page";
import type { ArtSet } from "./art/art-set";
import type { MissionEntry } from "./gate";
import { FinishDialog } from "./finish-dialog";
import { MissionContext, type MissionContextValue } from "./mission-context";
import { MissionDialogs } from "./mission-dialogs";
import { PageView } from "./page-view";
import { SideNav } from "./side-nav";
import { plainText } from "../../../core/content/texts";
import { PATHS } from "../../../core/paths";
import styles from "./player.module.css";

type PlayerProps = {
  entry: MissionEntry;
  mission: Mission;
  art: ArtSet;
  index: number;
  furthest: number;
  tags: readonly string[];
  /** Opened where the student left off: offer to start again. */
  resumed: boolean;
};

/**
 * A new page starts at its top with focus on its heading, so a screen reader reads it and the
 * next Tab reaches its first control; reaching key takeaways sounds the fanfare. Not when the
 * mission opens: the app's own focus handling has that, and nothing plays unasked. Then, once,
 * what the page was arrived with to say (why a quiz's answer is right): after the heading, so
 * the focus move does not cut it off.
 */
function useArrival(mission: Mission, index: number, arrived: () => void) {
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    if (mission.pages[index]?.kind === "takeaways") play("finished");
    window.scrollTo({ top: 0 });
    const heading = document.querySelector<HTMLElement>(`[data-page="${index}"] h2`);
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    arrived();
  }, [mission, index, arrived]);
}

/**
 * Why a quiz's right answer is right, for a screen reader (the quiz page shows the same). Plain
 * words: a word that flips to te reo is a button, which has no place in text no one sees.
 */
function whyRight(page: ContentPage | undefined, name: string): string {
  if (page?.kind !== "quiz") return "";
  const right = page.quiz.options[page.quiz.correct]!;
  return `${page.title}, why ${right.label} is right: ${plainText(right.explanation, name)}`;
}

/**
 * A mission's pages in the carousel, the URL holding the page, with its dialogs and mission map.
 * Drawn again only when what it shows changes (decision 0064).
 */
export const Player = memo(function Player(props: PlayerProps) {
  const { entry, mission, art, index, furthest, resumed } = props;
  const [, navigate] = useLocation();
  const [finishing, setFinishing] = useState(false);
  // The same array while the same tags are stored, so the pages need not be drawn again when
  // the progress is read anew with nothing new for this mission. Not deferred: an opened
  // dialog's tick shows at once (deferred, it once failed to show within 5 s on a loaded machine).
  const tagList = props.tags.join("\n");
  const tags = useMemo(() => (tagList === "" ? [] : tagList.split("\n")), [tagList]);
  // The session's name changes what the pages show just after a page appears: React draws them
  // again in the background, in slices, rather than in one long task.
  const firstName = useDeferredValue(useSession((s) => s.me?.user.name.trim().split(/\s+/)[0]));
  const name = firstName || mission.defaultName || "Aroha";

  // The quiz page to say why about, on arriving at the next page; said once, then cleared.
  const passed = useRef<number | null>(null);
  const [why, setWhy] = useState<number | null>(null);
  const arrived = useCallback(() => {
    setWhy(passed.current);
    passed.current = null;
  }, []);
  useArrival(mission, index, arrived);

  const value = useMemo<MissionContextValue>(() => {
    const tagOf = (id: string) => mission.dialogs.find((d) => d.id === id)?.tag ?? id;
    return {
      mission,
      art,
      tags,
      name,
      current: index,
      goTo: (page) => navigate(PATHS.mission(entry.slug, page)),
      passQuiz: (quizPage) => {
        passed.current = quizPage;
        navigate(PATHS.mission(entry.slug, quizPage + 1));
      },
      openDialog: (id) => useDialogs.getState().show(id),
      opened: (id) => tags.includes(tagOf(id)),
    };
  }, [mission, art, tags, name, index, navigate, entry.slug]);

  const slides = mission.pages.map((page, i) => (
    <PageView key={i} page={page} index={i} active={i === index} />
  ));

  return (
    <MissionContext.Provider value={value}>
      <Page
        title={mission.title}
        beside={<SideNav entry={entry} mission={mission} current={index} furthest={furthest} />}
      >
        {resumed && index > 0 && (
          <p className={styles.resumed}>
            Welcome back! You're on page {index + 1}, where you left off.{" "}
            <Link href={PATHS.mission(entry.slug, 0)}>Start again</Link>
          </p>
        )}
        <Carousel
          bar
          slides={slides}
          label={mission.title}
          noun="page"
          index={index}
          last={furthest}
          onChange={value.goTo}
          onFinish={() => setFinishing(true)}
        />
        <p className="visually-hidden" role="status">
          {why !== null && whyRight(mission.pages[why], name)}
        </p>
      </Page>
      <MissionDialogs />
      <FinishDialog open={finishing} onClose={() => setFinishing(false)} />
    </MissionContext.Provider>
  );
});
