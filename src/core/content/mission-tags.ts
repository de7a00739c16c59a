import type { Mission, Page } from "./schema";

/** The tags progress may hold, per mission uid. A mission not written yet has none. */
export type KnownTags = ReadonlyMap<string, ReadonlySet<string>>;

/** What a page's tiles, planets or hotspots are labelled, and the dialog each opens, in order. */
export function openersOf(page: Page): readonly { label: string; dialog: string }[] {
  if (page.kind === "tiles") return page.tiles;
  if (page.kind === "planets") return page.planets;
  if (page.kind === "hotspots") return page.hotspots;
  return [];
}

/** A mission's questions, in order: their ids are also the tags of their right answers. */
export function quizIdsOf(mission: Mission): string[] {
  return mission.pages.flatMap((page) => (page.kind === "quiz" ? [page.quiz.id] : []));
}

/**
 * The progress tags a mission's content defines: each dialog's data tag (recorded on opening it)
 * and each quiz's id (recorded on a right answer).
 */
export function missionTags(mission: Mission): string[] {
  return [...mission.dialogs.map((dialog) => dialog.tag), ...quizIdsOf(mission)];
}

export function knownTags(missions: readonly Mission[]): KnownTags {
  return new Map(missions.map((mission) => [mission.uid, new Set(missionTags(mission))]));
}

/**
 * The first tag in `sections` that its mission's content does not define, in words, or null.
 * Progress holds only what the content can record, so nobody can grow an account without bound.
 */
export function unknownTagProblem(
  sections: Readonly<Record<string, { readonly tags: readonly string[] }>>,
  known: KnownTags,
): string | null {
  for (const [uid, section] of Object.entries(sections)) {
    const tags = known.get(uid);
    const unknown = section.tags.find((tag) => !tags?.has(tag));
    if (unknown === undefined) continue;
    return tags
      ? `${uid}: "${unknown}" is not an item of this mission`
      : `${uid}: this mission has no items yet, so it takes no tags ("${unknown}")`;
  }
  return null;
}
