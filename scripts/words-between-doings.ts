// Prints, for each written mission, the most words a student reads between two things they do,
// its hands-on pieces and the dialogs it opens (issue 21, point 2: at most 200 words, at least
// three hands-on pieces besides the quizzes). `npx tsx scripts/words-between-doings.ts`
import { activitiesOf } from "../src/core/content/activities/of-mission";
import { longestRead, missionSteps } from "../src/core/content/doings";
import { openersOf } from "../src/core/content/mission-tags";
import { loadMissions } from "../src/server/missions";

for (const mission of await loadMissions()) {
  const steps = missionSteps(mission);
  const words = steps.reduce((sum, s) => sum + ("read" in s ? s.read : 0), 0);
  const pieces = activitiesOf(mission).map(({ activity }) => `${activity.kind} ${activity.id}`);
  console.log(
    `${mission.uid.padEnd(4)} ${mission.title.padEnd(28)} longest read ${String(longestRead(steps)).padStart(4)} words; ` +
      `${words} words in all; ${mission.pages.flatMap(openersOf).length} dialogs to open; ` +
      `${pieces.length} pieces: ${pieces.join(", ") || "none"}`,
  );
}
