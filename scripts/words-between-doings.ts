// Prints, for each written mission, the most words a student reads between two things they do,
// and how many things there are to do besides the quizzes (issue 21, point 2: at most 200 words,
// at least three hands-on pieces). `npx tsx scripts/words-between-doings.ts`
import { longestRead, missionSteps } from "../src/core/content/doings";
import { loadMissions } from "../src/server/missions";

for (const mission of await loadMissions()) {
  const steps = missionSteps(mission);
  const words = steps.reduce((sum, s) => sum + ("read" in s ? s.read : 0), 0);
  const doings = steps.filter((s) => "does" in s && !s.does.startsWith("answers")).length;
  console.log(
    `${mission.uid.padEnd(4)} ${mission.title.padEnd(28)} longest read ${String(longestRead(steps)).padStart(4)} words; ` +
      `${words} words in all; ${doings} dialogs opened besides the quizzes`,
  );
}
