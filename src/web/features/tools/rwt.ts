import { FIGURES, formatFigure } from "../../../core/content/figures";
import { RWT_RATES } from "../../../core/tools/inputs";
import { money } from "./words";

/** The income each chosen RWT rate is for: the income tax brackets (figures.ts). */
const BRACKET_TOPS = [
  FIGURES.taxBracketTop1.value,
  FIGURES.taxBracketTop2.value,
  FIGURES.taxBracketTop3.value,
  FIGURES.taxBracketTop4.value,
];

function rwtLabel(rate: string, i: number): string {
  if (i === 0) return "No tax";
  if (rate === String(FIGURES.rwtNoIrdRate.value)) return `${rate}%: no IRD number`;
  const top = BRACKET_TOPS[i - 1];
  // Short enough for a phone: a select is as wide as its longest option.
  if (rate === String(FIGURES.rwtDefaultRate.value))
    return `${rate}%: up to ${money(top!)} or not chosen`;
  const income =
    top === undefined ? `income over ${money(BRACKET_TOPS.at(-1)!)}` : `income up to ${money(top)}`;
  return `${rate}%: ${income}`;
}

/** The tax choices of the savings calculator: none, each rate a saver can choose, the defaults. */
export const RWT_OPTIONS = RWT_RATES.map((rate, i) => ({ value: rate, label: rwtLabel(rate, i) }));

/** How a bank knows which RWT rate to take: the saver tells it (figures.ts). */
export const RWT_HINT = `You choose your rate and tell your bank. If you haven't, it takes ${formatFigure("rwtDefaultRate")}, or ${formatFigure("rwtNoIrdRate")} without your IRD number.`;
