import { expect } from "@playwright/test";
import { activitiesOf } from "../../src/core/content/activities/of-mission";
import { type Input, WRITTEN } from "./mission-helpers";
import { expectNoSidewaysScroll, openPage, phone } from "./phone-helpers";
import { playPiece } from "./piece-helpers";
import { test } from "./fixtures";

// Every hands-on piece of every mission, played to its end by touch on a phone and by keyboard
// on a laptop: what it says back is on screen, nothing slides sideways. At 320 px, with axe,
// each is played in a11y-320.spec.ts.

type Way = { name: string; use: Parameters<typeof test.use>[0]; input: Input };
const WAYS: Way[] = [
  { name: "by touch on a 360 × 640 phone", use: phone({ width: 360, height: 640 }), input: "tap" },
  {
    name: "by keyboard on a 1366 × 768 laptop",
    use: { viewport: { width: 1366, height: 768 } },
    input: "keyboard",
  },
];

for (const way of WAYS) {
  test.describe(way.name, () => {
    test.use(way.use);
    for (const mission of WRITTEN) {
      test(`${mission.title}: every hands-on piece answers each try in view, and nothing scrolls sideways`, async ({
        page,
      }) => {
        const pieces = activitiesOf(mission);
        // A piece takes a few seconds by keyboard on a slow machine, a sort of five cards more.
        test.setTimeout(30_000 * (1 + pieces.length));
        expect(pieces.length).toBeGreaterThan(0);
        for (const { page: index, activity } of pieces) {
          const where = `${mission.slug} page ${index + 1}, ${activity.id}`;
          const slide = await openPage(page, mission, index);
          await expectNoSidewaysScroll(page, where);
          await playPiece(page, slide, activity, way.input);
          await expectNoSidewaysScroll(page, `${where}, played`);
        }
      });
    }
  });
}
