import { Fragment, memo, use, useMemo } from "react";
import { Link, Redirect, useParams, useSearch } from "wouter";
import { furthestPage, resumePage } from "../../../core/progress/journey";
import { useLocalProgress } from "../../lib/local-progress";
import { useMissions } from "../../lib/missions";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Page } from "../../ui/page";
import { Preloader } from "../../ui/preloader";
import { missionEntry, pageNumber, sameView, type MissionEntry } from "./gate";
import { MISSION_LOADERS, type LoadedMission } from "./mission-loaders";
import { KeepVisits } from "./keep-visits";
import { Player } from "./player";
import { PATHS } from "../../../core/paths";

const loading = new Map<string, Promise<LoadedMission>>();

/**
 * Each mission's code and drawings load once, the first time it is opened. Once loaded, the
 * promise says so as React's `use` reads it (`status`, `value`), so a page whose mission is
 * already here renders without suspending: hydrating a prerendered mission page (after
 * `loadMissionAt`) takes it over in one pass, as the route table's pages do.
 */
function loadMission(slug: string, load: () => Promise<LoadedMission>): Promise<LoadedMission> {
  let promise = loading.get(slug);
  if (!promise) {
    const started = load();
    promise = started;
    started.then(
      (value) => Object.assign(started, { status: "fulfilled", value }),
      () => loading.delete(slug), // a failed load (offline) is tried again next time
    );
    loading.set(slug, promise);
  }
  return promise;
}

/** Starts loading the mission a /mission/<slug>/… path names (none for any other path). */
export async function loadMissionAt(path: string): Promise<void> {
  const slug = /^\/mission\/([^/]+)/.exec(path)?.[1];
  const load = slug ? MISSION_LOADERS[slug] : undefined;
  if (slug && load) await loadMission(slug, load).catch(() => undefined);
}

/**
 * /mission/<slug>/<page>. A locked mission cannot be entered, not even by URL: the student lands
 * on its topic page, which says what unlocks it (for a teacher none is locked, decision 0057). A
 * page past an unanswered quiz goes to that quiz.
 * /mission/<slug> opens where the student left off (docs/decisions/0017).
 */
export function MissionPage() {
  const params = useParams<{ slug: string; page?: string }>();
  // The same entry while the address names the same mission, so the player is not drawn anew.
  const entry = useMemo(() => missionEntry(params.slug), [params.slug]);
  // Locked or not is known once the device's progress is read and, for a student who may be
  // signed in, the account's progress has joined it (routes render before the session answers).
  const loaded = useLocalProgress((s) => s.loaded);
  const sessionKnown = useSession((s) => s.status !== "loading");
  const { missions } = useMissions();
  const state = missions.find((m) => m.uid === entry?.uid);
  const load = entry && MISSION_LOADERS[entry.slug];
  // Fetch the mission's chunks while the device's progress is still being read, not after.
  if (entry && load) void loadMission(entry.slug, load);

  if (!entry || !state || !load) return <MissingMission />;
  const settled = loaded && sessionKnown;
  if (settled && state.locked)
    return <Redirect to={PATHS.topicLocked(entry.topic.slug, entry.uid)} replace />;
  return (
    <Loaded
      entry={entry}
      load={load}
      page={params.page}
      visited={state.pages}
      tags={state.tags}
      settled={settled}
    />
  );
}

type LoadedProps = {
  entry: MissionEntry;
  load: () => Promise<LoadedMission>;
  page: string | undefined;
  visited: readonly number[];
  tags: readonly string[];
  /** The device's progress and the session are known: whether the page may be seen is decided. */
  settled: boolean;
};

/** Props alike but for the page loader: see `sameView`. */
const sameLoaded = (a: LoadedProps, b: LoadedProps) => a.load === b.load && sameView(a, b);

const Loaded = memo(function Loaded({
  entry,
  load,
  page: param,
  visited,
  tags,
  settled,
}: LoadedProps) {
  const { mission, art } = use(loadMission(entry.slug, load));
  const resumed = new URLSearchParams(useSearch()).has("resumed");
  const page = pageNumber(param, mission.pages.length);
  const reached = furthestPage(mission, tags);
  if (param === undefined) {
    if (!settled) return <Preloader inline />;
    const resume = resumePage(mission, visited, tags);
    const to = PATHS.mission(entry.slug, resume);
    return <Redirect to={resume > 0 ? `${to}?resumed` : to} replace />;
  }
  if (page === null) return <Redirect to={PATHS.mission(entry.slug, 0)} replace />;
  if (settled && page > reached)
    return <Redirect to={PATHS.mission(entry.slug, reached)} replace />;
  // Until the device's progress and the session are known, the page asked for draws as it
  // would for a student who may see it (what its prerendered first screen shows, decision 0022).
  const furthest = Math.max(reached, page);
  return (
    <Fragment key={entry.slug}>
      <Player
        entry={entry}
        mission={mission}
        art={art}
        index={page}
        furthest={furthest}
        tags={tags}
        resumed={resumed}
      />
      <KeepVisits mission={mission} index={page} furthest={furthest} settled={settled} />
    </Fragment>
  );
}, sameLoaded);

function MissingMission() {
  return (
    <Page title="Mission not found">
      <p>We couldn't find that mission. It may have moved.</p>
      <Link href={PATHS.missions} className={buttons.primary}>
        Go to Mission control
      </Link>
    </Page>
  );
}
