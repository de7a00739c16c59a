import { merge, type Progress, type SectionProgress } from "../../../core/progress/progress";
import { isSectionUid, type SectionUid } from "../../../core/progress/sections";
import type { Db } from "../database";

const key = (r: { section_uid: string; kind: string; item: string }) =>
  `${r.section_uid}\u0000${r.kind}\u0000${r.item}`;

/**
 * Progress is a grow-only set of rows, so saving is an insert that ignores what is there.
 * Rows go in one fixed order: PostgreSQL locks each new key as it inserts it, and two requests
 * inserting the same keys in different orders (sections sent in another order) would deadlock.
 */
export async function addProgress(db: Db, userId: string, progress: Progress): Promise<void> {
  const now = new Date().toISOString();
  const rows = (Object.entries(progress) as [SectionUid, SectionProgress][])
    .flatMap(([uid, { pages, tags }]) => [
      ...pages.map((p) => ({ kind: "page" as const, item: String(p), section_uid: uid })),
      ...tags.map((t) => ({ kind: "tag" as const, item: t, section_uid: uid })),
    ])
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
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
