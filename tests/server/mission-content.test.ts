import { expect, it } from "vitest";
import { knownTags, missionTags } from "../../src/core/content/mission-tags";
import { WRITTEN_MISSIONS as bundled } from "../../src/core/content/written-missions";
import { loadMissions } from "../../src/server/missions";

// The bundler's view of the folder (as the web reads it), to check the server's own reading.
it("finds every mission file in the content folder, joined with its catalogue row, as the bundler does", async () => {
  const loaded = await loadMissions();
  expect(loaded.sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
    [...bundled].sort((a, b) => a.uid.localeCompare(b.uid)),
  );
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
