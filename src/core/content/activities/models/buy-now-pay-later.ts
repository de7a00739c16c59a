import { bnplOrder } from "../../../calc/bnpl";
import { formatNZD } from "../../../format/money";
import { FIGURES } from "../../figures";
import type { SliderModel } from "../slider-model";

/** Afterpay's terms, as the mission teaches them. */
const TERMS = {
  payments: FIGURES.bnplPayments.value,
  feeCapPercent: FIGURES.bnplFeeCapPercent.value,
  feeCapMax: FIGURES.bnplFeeCapMax.value,
};

export const BUY_NOW_PAY_LATER_MODELS = {
  /** A price split into equal payments, and the most late fees on it can add. */
  "bnpl-split": {
    label: "Price",
    min: 40,
    max: 600,
    step: 20,
    start: FIGURES.exampleBnplOrder.value,
    show: formatNZD,
    scale: 600,
    read: (price) => {
      const { payment, lateFeeCap } = bnplOrder(price, TERMS);
      const $ = formatNZD;
      return {
        bars: [
          { label: "Price", value: price },
          { label: "Each payment", value: payment },
          { label: "Late fees can add", value: lateFeeCap },
        ],
        says:
          `${$(price)} becomes ${TERMS.payments} payments of ${$(payment)}. Miss them and late fees can add ${$(lateFeeCap)}` +
          (lateFeeCap >= payment ? ": a whole extra payment." : "."),
      };
    },
    figures: ["bnplPayments", "bnplFeeCapPercent", "bnplFeeCapMax"],
  },
} as const satisfies Record<string, SliderModel>;
