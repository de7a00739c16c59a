import { useEffect, useMemo } from "react";
import { useLocation } from "wouter";
import type { Mission } from "../../../core/content/schema";
import { visitPage, type Progress } from "../../../core/progress/progress";
import { useDialogs } from "../../app/dialogs";
import { recordLocal } from "../../lib/local-progress";
import { useSession } from "../../lib/session";
import { Carousel } from "../../ui/carousel";
import { Page } from "../../ui/page";
import type { ArtSet } from "./art/art-set";
import { missionPath, type MissionEntry } from "./gate";
import { MissionContext, type MissionContextValue } from "./mission-context";
import { MissionDialogs } from "./mission-dialogs";
import { PageView } from "./page-view";
import { SideNav } from "./side-nav";

type PlayerProps = {
  entry: MissionEntry;
  mission: Mission;
  art: ArtSet;
  index: number;
  furthest: number;
  tags: readonly string[];
};

/** Visiting a page records it; reaching key takeaways completes the mission (spec section 4). */
function visit(mission: Mission, index: number): Progress {
  const pages =
    mission.pages[index]?.kind === "takeaways" ? mission.pages.map((_, i) => i) : [index];
  return pages.reduce<Progress>((p, page) => visitPage(p, mission.uid, page), {});
}

/** A mission's pages in the carousel, the URL holding the page, with its dialogs and mission map. */
export function Player({ entry, mission, art, index, furthest, tags }: PlayerProps) {
  const [, navigate] = useLocation();
  const firstName = useSession((s) => s.me?.user.name.trim().split(/\s+/)[0]);

  useEffect(() => {
    void recordLocal(visit(mission, index));
  }, [mission, index]);

  const value = useMemo<MissionContextValue>(() => {
    const tagOf = (id: string) => mission.dialogs.find((d) => d.id === id)?.tag ?? id;
    return {
      mission,
      art,
      tags,
      name: firstName || mission.defaultName || "Aroha",
      current: index,
      goTo: (page) => navigate(missionPath(entry.slug, page)),
      openDialog: (id) => useDialogs.getState().show(id),
      opened: (id) => tags.includes(tagOf(id)),
    };
  }, [mission, art, tags, firstName, index, navigate, entry.slug]);

  const slides = mission.pages.map((page, i) => (
    <PageView key={i} page={page} index={i} active={i === index} />
  ));

  return (
    <MissionContext.Provider value={value}>
      <Page title={mission.title}>
        <SideNav entry={entry} mission={mission} current={index} furthest={furthest} />
        <Carousel
          slides={slides}
          label={mission.title}
          noun="page"
          index={index}
          last={furthest}
          onChange={value.goTo}
        />
      </Page>
      <MissionDialogs />
    </MissionContext.Provider>
  );
}
