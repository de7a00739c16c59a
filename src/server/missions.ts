import { readdir } from "node:fs/promises";

import { missionFor, slugOfFile } from "../core/content/catalogue";
import type { Mission, MissionContent } from "../core/content/schema";

/** Where each written mission is one file (architecture.md, "Content is typed data"). */
const MISSIONS_DIR = new URL("../core/content/missions/", import.meta.url);

const isContent = (value: unknown): value is MissionContent =>
  typeof value === "object" &&
  value !== null &&
  "pages" in value &&
  Array.isArray(value.pages) &&
  "dialogs" in value &&
  Array.isArray(value.dialogs);

/**
 * Every written mission, read from its folder at start and joined with its catalogue row:
 * adding a mission's file is all it takes for the server to know its tags, with no list to keep
 * in step by hand.
 */
export async function loadMissions(): Promise<Mission[]> {
  const files = (await readdir(MISSIONS_DIR)).filter((f) => /^[a-z0-9-]+\.ts$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const module: { content?: unknown } = await import(new URL(file, MISSIONS_DIR).href);
      if (!isContent(module.content)) throw new Error(`${file} exports no mission content`);
      return missionFor(slugOfFile(file), module.content);
    }),
  );
}
