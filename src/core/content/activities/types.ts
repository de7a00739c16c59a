/**
 * Hands-on pieces (issue 21, point 2): something a student does on a teaching page, whose input
 * changes what they see and is checked or explained. They are practice, not the spec's quizzes:
 * nothing is recorded, and a page's Next never waits for them.
 */
import type { RichText } from "../schema";
import type { SliderModelKey } from "./slider-models";

/** Tap each card into one of two or three bins; each card then says where it belongs and why. */
export type SortActivity = {
  readonly kind: "sort";
  /** Unique in the mission: names the piece in tests. */
  readonly id: string;
  readonly prompt: RichText;
  readonly bins: readonly string[];
  readonly cards: readonly {
    readonly label: string;
    /** Index into `bins`. */
    readonly bin: number;
    readonly why: string | RichText;
  }[];
};

/** One question to predict or check understanding: every option explains itself when chosen. */
export type ChooseActivity = {
  readonly kind: "choose";
  readonly id: string;
  readonly prompt: RichText;
  readonly options: readonly { readonly label: string; readonly explanation: string | RichText }[];
  readonly correct: number;
};

/** A slider whose value a tested model in core turns into bars and one sentence. */
export type SliderActivity = {
  readonly kind: "slider";
  readonly id: string;
  readonly prompt: RichText;
  readonly model: SliderModelKey;
};

export type Activity = SortActivity | ChooseActivity | SliderActivity;
