import { merge, type Progress, type SectionProgress } from "../../../core/progress/progress";
import { isSectionUid, type SectionUid } from "../../../core/progress/sections";
import type { Db } from "../database";

/** Progress is a grow-only set of rows, so saving is an insert that ignores what is there. */
export async function addProgress(db: Db, userId: string, progress: Progress): Promise<void> {
  const now = new Date().toISOString();
  const rows = (Object.entries(progress) as [SectionUid, SectionProgress][]).flatMap(
    ([uid, { pages, tags }]) => [
      ...pages.map((p) => ({ kind: "page" as const, item: String(p), section_uid: uid })),
      ...tags.map((t) => ({ kind: "tag" as const, item: t, section_uid: uid })),
    ],
  );
  if (rows.length === 0) return;
  await db.kysely
    .insertInto("mission_progress")
    .values(rows.map((r) => ({ ...r, user_id: userId, created_at: now })))
    .onConflict((oc) => oc.columns(["user_id", "section_uid", "kind", "item"]).doNothing())
    .execute();
}

export async function loadProgress(db: Db, userId: string): Promise<Progress> {
  const rows = await db.kysely
    .selectFrom("mission_progress")
    .select(["section_uid", "kind", "item"])
    .where("user_id", "=", userId)
    .execute();
  const found: Partial<Record<SectionUid, { pages: number[]; tags: string[] }>> = {};
  for (const { section_uid, kind, item } of rows) {
    if (!isSectionUid(section_uid)) continue;
    const section = (found[section_uid] ??= { pages: [], tags: [] });
    if (kind === "page") section.pages.push(Number(item));
    else section.tags.push(item);
  }
  // Merging into nothing sorts and de-duplicates each section.
  return merge({}, found);
}
