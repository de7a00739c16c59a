import type { Mission, PageKind } from "../schema";
import type { Activity } from "./types";

/** A mission's hands-on pieces, each with the index of the page it sits on, in play order. */
export function activitiesOf(
  mission: Pick<Mission, "pages">,
): { page: number; activity: Activity }[] {
  return mission.pages.flatMap((page, i) =>
    "activity" in page && page.activity ? [{ page: i, activity: page.activity }] : [],
  );
}

/** How many things a piece asks the student to do: each card of a sort, else one. */
export const doingsIn = (activity: Activity) =>
  activity.kind === "sort" ? activity.cards.length : 1;

/** Pages whose piece comes after what they show (schema.ts, WithActivity); elsewhere it is first. */
export const pieceComesLast = (kind: PageKind) => kind === "tiles" || kind === "takeaways";
