import { expect, it } from "vitest";
import { knownTags, missionTags } from "../../src/core/content/mission-tags";
import type { Mission } from "../../src/core/content/schema";
import { loadMissions } from "../../src/server/missions";

// The bundler's view of the folder (as the web reads it), to check the server's own reading.
const files = import.meta.glob<{ mission: Mission }>("../../src/core/content/missions/*.ts", {
  eager: true,
});
const bundled = Object.values(files).map((file) => file.mission);

it("finds every mission file in the content folder, as the bundler does", async () => {
  const loaded = await loadMissions();
  expect(loaded.map((m) => m.uid).sort()).toEqual(bundled.map((m) => m.uid).sort());
});

it("knows each mission's dialog tags and quiz ids", async () => {
  const known = knownTags(await loadMissions());
  const m7 = bundled.find((m) => m.uid === "m7");
  expect([...(known.get("m7") ?? [])].sort()).toEqual(
    ["everyday", "kiwisaver", "m7-q1", "m7-q2", "savings", "tertiary"].sort(),
  );
  expect(m7 && missionTags(m7)).toEqual([...(known.get("m7") ?? [])]);
  expect([...known.keys()].sort()).toEqual(bundled.map((m) => m.uid).sort());
});
