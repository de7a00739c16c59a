import { CATALOGUE } from "./catalogue";
import type { Mission, MissionContent } from "./schema";

/**
 * A content file joined with its catalogue row: the file is named by the slug and holds only
 * its content, so the uid and title are written once, in the catalogue (docs/missions.md).
 */
export function missionFor(slug: string, content: MissionContent): Mission {
  const row = CATALOGUE.find((m) => m.slug === slug);
  if (!row) throw new Error(`missions/${slug}.ts has no row in the catalogue`);
  return { uid: row.uid, slug: row.slug, title: row.title, ...content };
}

/** The slug a content or art file is named by: its file name without the folder or extension. */
export const slugOfFile = (file: string) =>
  file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
