import { futureValue } from "../../../calc/savings";
import { formatNZD } from "../../../format/money";
import { FIGURES } from "../../figures";
import type { SliderModel } from "../slider-model";

const SAVING_YEARS = 10;

/** A weekly amount put away for ten years at the example rate. */
const weeklySaving = (deposit: number) =>
  futureValue({
    start: 0,
    deposit,
    depositsPerYear: 52,
    annualPercent: FIGURES.exampleSavingsRate.value,
    compoundsPerYear: 12,
    years: SAVING_YEARS,
    timing: "end",
  });

export const IMPACT_OF_SAVINGS_MODELS = {
  "weekly-saving": {
    label: "Saved each week",
    min: 5,
    max: 100,
    step: 5,
    start: 20,
    show: formatNZD,
    scale: weeklySaving(100).balance,
    read: (deposit) => {
      const { balance, deposits, interest } = weeklySaving(deposit);
      const $ = formatNZD;
      return {
        bars: [
          { label: "You put in", value: deposits },
          { label: "Interest paid to you", value: interest },
          { label: `Saved after ${SAVING_YEARS} years`, value: balance },
        ],
        says: `${$(deposit)} a week for ${SAVING_YEARS} years grows to ${$(balance)}: ${$(deposits)} you put in and ${$(interest)} of interest.`,
      };
    },
    figures: ["exampleSavingsRate"],
  },
} as const satisfies Record<string, SliderModel>;
