import type { FigureKey } from "../figures";

export type SliderBar = { readonly label: string; readonly value: number };
export type SliderReading = { readonly bars: readonly SliderBar[]; readonly says: string };

/**
 * What a slider on a mission page shows for each value: bars and one sentence, worked out by the
 * tested calculators in core/calc from the figures in figures.ts, never typed.
 */
export type SliderModel = {
  /** The slider's name, read with its value: "Saved each week". */
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly start: number;
  /** A value as shown beside the slider and its bars: "$20". */
  readonly show: (value: number) => string;
  /** How the bars show their values when they are not in the slider's unit (a rate's dollars). */
  readonly showBar?: (value: number) => string;
  /** The bars' full width: the largest value a bar reaches at any slider value. */
  readonly scale: number;
  readonly read: (value: number) => SliderReading;
  /** The dated figures its answers use, so the page says when they were checked. */
  readonly figures: readonly FigureKey[];
};
