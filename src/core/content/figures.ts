/**
 * Every money figure the app shows, each with the date it applies from and its source
 * (shared/facts/nz-money-facts.md). Mission text names figures by key (`fig("dcsLimit")`), so no
 * figure is typed twice and a slide that quotes one can say when the figures were last checked.
 * Worked examples use round illustrative numbers: their `asOf` is null, and what they derive is
 * computed from them (in figures-by-topic/, a file a topic), not typed.
 */
import { monthYear } from "../format/dates";
import { formatNZD, formatNumber } from "../format/money";
import { BANKING_FIGURES } from "./figures-by-topic/banking";
import { CREDIT_FIGURES } from "./figures-by-topic/credit";
import { FIGURES_CHECKED, type Figure } from "./figures-by-topic/figure";
import { PAY_FIGURES } from "./figures-by-topic/pay";
import { SAVING_FIGURES } from "./figures-by-topic/saving";
import { SPENDING_FIGURES } from "./figures-by-topic/spending";
import { STUDENT_LOAN_FIGURES } from "./figures-by-topic/student-loans";

export const FIGURES = {
  ...BANKING_FIGURES,
  ...SPENDING_FIGURES,
  ...SAVING_FIGURES,
  ...PAY_FIGURES,
  ...STUDENT_LOAN_FIGURES,
  ...CREDIT_FIGURES,
};

export type FigureKey = keyof typeof FIGURES;

/** A figure as students read it: "$100,000", "3.5%", "18". */
export function formatFigure(key: FigureKey): string {
  const { value, format }: Figure = FIGURES[key];
  if (format === "nzd") return formatNZD(value);
  if (format === "percent") return `${formatNumber(value)}%`;
  return formatNumber(value);
}

const monthOf = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return monthYear(date.getUTCFullYear(), date.getUTCMonth());
};

/**
 * "Checked November 2026" under anything that quotes a dated figure (one in force, or one that
 * starts later), or null when it quotes only worked-example numbers (or none). A figure not
 * confirmed for now is named with its own date: "(living costs as at April 2025)".
 */
export function figuresChecked(keys: Iterable<FigureKey>): string | null {
  const figures: Figure[] = [...new Set(keys)].map((k) => FIGURES[k]);
  if (!figures.some((f) => f.asOf !== null)) return null;
  const asAt = new Set(
    figures.flatMap((f) =>
      f.unconfirmed && f.asOf ? [`${f.unconfirmed} as at ${monthOf(f.asOf)}`] : [],
    ),
  );
  const note = asAt.size > 0 ? ` (${[...asAt].join("; ")})` : "";
  return `Checked ${monthOf(FIGURES_CHECKED)}${note}`;
}
