import { createContext, useContext } from "react";
import type { Mission } from "../../../core/content/schema";
import type { ArtSet } from "./art/art-set";

export type MissionContextValue = {
  mission: Mission;
  art: ArtSet;
  /** Tags stored for this mission: opened dialogs and quizzes answered right. */
  tags: readonly string[];
  /** The scenario character's name. */
  name: string;
  /** The page on screen: its animation is the only one that plays. */
  current: number;
  goTo: (page: number) => void;
  /**
   * On from a quiz page answered right, to the next page; once its heading has focus, why the
   * answer is right is read out: said in the dialog, the move would cut it off.
   */
  passQuiz: (quizPage: number) => void;
  openDialog: (id: string) => void;
  /** Whether a dialog's tag is stored: opened before, here or on another device. */
  opened: (dialogId: string) => boolean;
};

export const MissionContext = createContext<MissionContextValue | null>(null);

export function useMission(): MissionContextValue {
  const value = useContext(MissionContext);
  if (!value) throw new Error("useMission outside a mission");
  return value;
}
