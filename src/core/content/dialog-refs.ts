import type { Mission, Page } from "./schema";

/** The buttons on a page that open a dialog (tiles, planets, hotspots): label and dialog id. */
export function dialogOpeners(page: Page): readonly { label: string; dialog: string }[] {
  if (page.kind === "tiles") return page.tiles;
  if (page.kind === "planets") return page.planets;
  if (page.kind === "hotspots") return page.hotspots;
  return [];
}

/**
 * What is wrong with a mission's dialogs, one sentence each naming the mission and the id: a
 * button that opens a dialog the mission lacks, a dialog no button opens, an id or tag used
 * twice. The schema types a dialog id as a string, so this check (run by the content test)
 * stands where the compiler cannot: `satisfies Mission` infers no type from the mission itself.
 */
export function dialogProblems(mission: Mission): string[] {
  const ids = mission.dialogs.map((d) => d.id);
  const opened = new Set<string>();
  const problems: string[] = [];
  mission.pages.forEach((page, index) => {
    for (const { label, dialog } of dialogOpeners(page)) {
      opened.add(dialog);
      if (!ids.includes(dialog))
        problems.push(
          `${mission.uid} page ${index} "${label}" opens dialog ${dialog}, which ${mission.slug} does not have`,
        );
    }
  });
  for (const id of ids) {
    if (!opened.has(id)) problems.push(`${mission.uid} dialog ${id} is opened by no page`);
  }
  const twice = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
  for (const id of twice(ids)) problems.push(`${mission.uid} has two dialogs with the id ${id}`);
  for (const tag of twice(mission.dialogs.map((d) => d.tag)))
    problems.push(`${mission.uid} has two dialogs with the tag ${tag}`);
  return problems;
}
