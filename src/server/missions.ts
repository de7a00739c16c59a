import { readdir } from "node:fs/promises";

import type { Mission } from "../core/content/schema";
import { isSectionUid } from "../core/progress/sections";

/** Where each written mission is one file (architecture.md, "Content is typed data"). */
const MISSIONS_DIR = new URL("../core/content/missions/", import.meta.url);

const isMission = (value: unknown): value is Mission =>
  typeof value === "object" &&
  value !== null &&
  "uid" in value &&
  typeof value.uid === "string" &&
  isSectionUid(value.uid) &&
  "pages" in value &&
  Array.isArray(value.pages) &&
  "dialogs" in value &&
  Array.isArray(value.dialogs);

/**
 * Every written mission, read from its folder at start: adding a mission's file is all it takes
 * for the server to know its tags, with no list to keep in step by hand.
 */
export async function loadMissions(): Promise<Mission[]> {
  const files = (await readdir(MISSIONS_DIR)).filter((f) => /^[a-z0-9-]+\.ts$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const module: { mission?: unknown } = await import(new URL(file, MISSIONS_DIR).href);
      if (!isMission(module.mission)) throw new Error(`${file} exports no mission`);
      return module.mission;
    }),
  );
}
