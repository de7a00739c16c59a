import { missionStates, type MissionState } from "../../core/progress/progress";
import { useLocalProgress } from "./local-progress";
import { useSession } from "./session";

/**
 * Every mission with its derived state: the account's when signed in, else this device's.
 * `signedIn` tells screens whether to show ticks and percentage rings (spec section 6).
 */
export function useMissions(): { missions: MissionState[]; signedIn: boolean } {
  const me = useSession((s) => s.me);
  const local = useLocalProgress((s) => s.progress);
  return me
    ? { missions: me.missions, signedIn: true }
    : { missions: missionStates(local), signedIn: false };
}
