// What every figure is, and the helper worked examples share (figures.ts gathers them all).

export type FigureFormat = "nzd" | "percent" | "number";

export type Figure = {
  readonly value: number;
  readonly format: FigureFormat;
  /** ISO date the figure applies from; null for an illustrative worked-example number. */
  readonly asOf: string | null;
  readonly source: string;
  /**
   * Set when the facts file marks the figure NOT CONFIRMED for now: its last confirmed value is
   * used and said to be "as at" its date, under this name ("the repayment threshold").
   */
  readonly unconfirmed?: string;
};

/**
 * When every dated figure here was last checked against its source: one reviewed date for the
 * whole content (shared/facts/nz-money-facts.md, "Dates on screen"). A figure's `asOf` is when it
 * came into force; shown as "as at", readers took an old start date for stale figures.
 */
export const FIGURES_CHECKED = "2026-11-26";

const EXAMPLE = "Worked example (round numbers to show the idea)";

/** A worked example's round illustrative number, or a result computed from such numbers. */
export const example = (value: number, format: FigureFormat): Figure => ({
  value,
  format,
  asOf: null,
  source: EXAMPLE,
});
