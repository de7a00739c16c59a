import { isRecord } from "../is-record";
import type { Progress, SectionProgress } from "./progress";
import { isSectionUid, type SectionUid } from "./sections";

const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === "string";

/**
 * Progress read back from the device (IndexedDB, localStorage), which another version of the
 * app or a broken write may have left in another shape: what is not a known mission's page
 * numbers and tags is left out, so a bad entry costs only itself and never throws.
 */
export function parseProgress(value: unknown): Progress {
  if (!isRecord(value)) return {};
  const progress: Partial<Record<SectionUid, SectionProgress>> = {};
  for (const [uid, section] of Object.entries(value)) {
    if (!isSectionUid(uid) || !isRecord(section)) continue;
    const pages = Array.isArray(section.pages) ? section.pages.filter(isWholeNumber) : [];
    const tags = Array.isArray(section.tags) ? section.tags.filter(isString) : [];
    progress[uid] = { pages, tags };
  }
  return progress;
}
