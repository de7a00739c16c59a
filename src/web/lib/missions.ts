import type { Topic } from "../../core/content/topics";
import {
  missionStates,
  topicPercent,
  wholePercent,
  type MissionState,
  type Progress,
} from "../../core/progress/progress";
import { useLocalProgress } from "./local-progress";
import { useSession } from "./session";

/**
 * The states last derived, shared: a mission page, its map and its finish dialog all ask for
 * them on every change of progress, and deriving them is a long task's worth on a slow phone.
 */
let last: { progress: Progress; teaches: boolean; missions: MissionState[] } | undefined;
function statesOf(progress: Progress, teaches: boolean): MissionState[] {
  if (last?.progress !== progress || last.teaches !== teaches)
    last = { progress, teaches, missions: missionStates(progress, { teaches }) };
  return last.missions;
}

/**
 * Every mission with its derived state, from this device's progress (which holds the account's
 * too when signed in, and visits not yet sent); none locked for an account that teaches a class.
 * `signedIn` tells screens whether to show ticks and percentage rings (spec section 6).
 */
export function useMissions(): { missions: MissionState[]; signedIn: boolean } {
  const signedIn = useSession((s) => s.status === "signed-in");
  const teaches = useSession((s) => s.me?.teaches === true);
  const progress = useLocalProgress((s) => s.progress);
  return { missions: statesOf(progress, teaches), signedIn };
}

/**
 * Each topic's progress in whole percent for a signed-in student (the spec's rings are theirs),
 * or null for a visitor.
 */
export function useTopicProgress(): (topic: Topic) => number | null {
  const { missions, signedIn } = useMissions();
  return (topic) =>
    signedIn
      ? wholePercent(
          topicPercent(
            missions,
            topic.missions.map((m) => m.uid),
          ),
        )
      : null;
}
