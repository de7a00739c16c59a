// Spending and buy now pay later: Unnecessary spending's shopping trip and Afterpay's terms.
import { bnplOrder } from "../../calc/bnpl";
import { lineCost, spendingSummary, type Purchase } from "../../calc/spending";
import { example, type Figure } from "./figure";

const AFTERPAY =
  "Afterpay New Zealand terms, under the Credit Contracts and Consumer Finance Act (BNPL rules from 2 September 2024)";

// The shopping trip of Unnecessary spending (aws-4-1, aws-4-2): only the printer and its ink
// were planned. What was planned, spent and spent beyond the plan is worked out from the lines.
const TRIP = {
  printer: { price: 90, quantity: 1, planned: true },
  ink: { price: 40, quantity: 1, planned: true },
  tea: { price: 7, quantity: 2, planned: false },
  shoes: { price: 250, quantity: 1, planned: false },
  food: { price: 30, quantity: 1, planned: false },
} as const satisfies Record<string, Purchase>;
const TRIP_SHOES_WAS = 300;
const trip = spendingSummary(Object.values(TRIP));
// Buy now pay later (Afterpay's terms): an order split into equal payments, and how far late
// fees on it can go (a share of the order, never past a cap).
const AFTERPAY_PAYMENTS = 4;
const AFTERPAY_FEE_CAP_PERCENT = 25;
const AFTERPAY_FEE_CAP_MAX = 68;
const BNPL_ORDER = 200;
const bnplExample = bnplOrder(BNPL_ORDER, {
  payments: AFTERPAY_PAYMENTS,
  feeCapPercent: AFTERPAY_FEE_CAP_PERCENT,
  feeCapMax: AFTERPAY_FEE_CAP_MAX,
});

export const SPENDING_FIGURES = {
  exampleTripPrinter: example(TRIP.printer.price, "nzd"),
  exampleTripInk: example(TRIP.ink.price, "nzd"),
  exampleTripTea: example(TRIP.tea.price, "nzd"),
  exampleTripTeaCount: example(TRIP.tea.quantity, "number"),
  exampleTripTeas: example(lineCost(TRIP.tea), "nzd"),
  exampleTripShoes: example(TRIP.shoes.price, "nzd"),
  exampleTripShoesWas: example(TRIP_SHOES_WAS, "nzd"),
  exampleTripShoesOff: example(TRIP_SHOES_WAS - TRIP.shoes.price, "nzd"),
  exampleTripFood: example(TRIP.food.price, "nzd"),
  exampleTripPlanned: example(trip.planned, "nzd"),
  exampleTripSpent: example(trip.spent, "nzd"),
  exampleTripOver: example(trip.unplanned, "nzd"),
  /** Sign-up age for buy now pay later (Afterpay's terms; the spec's sign-up criteria agree). */
  bnplMinAge: { value: 18, format: "number", asOf: "2024-09-02", source: AFTERPAY },
  bnplPayments: {
    value: AFTERPAY_PAYMENTS,
    format: "number",
    asOf: "2024-09-02",
    source: AFTERPAY,
  },
  bnplWeeks: { value: 6, format: "number", asOf: "2024-09-02", source: AFTERPAY },
  bnplLateFee: { value: 10, format: "nzd", asOf: "2024-09-02", source: AFTERPAY },
  bnplSecondLateFee: { value: 7, format: "nzd", asOf: "2024-09-02", source: AFTERPAY },
  bnplSecondLateFeeDays: { value: 7, format: "number", asOf: "2024-09-02", source: AFTERPAY },
  bnplFeeCapPercent: {
    value: AFTERPAY_FEE_CAP_PERCENT,
    format: "percent",
    asOf: "2024-09-02",
    source: AFTERPAY,
  },
  bnplFeeCapMax: {
    value: AFTERPAY_FEE_CAP_MAX,
    format: "nzd",
    asOf: "2024-09-02",
    source: AFTERPAY,
  },
  exampleBnplOrder: example(BNPL_ORDER, "nzd"),
  exampleBnplPayment: example(bnplExample.payment, "nzd"),
  exampleBnplFeeCap: example(bnplExample.lateFeeCap, "nzd"),
  /** The spending limit in the third BNPL question's scenario (spec quiz table: "3,000"). */
  exampleBnplLimit: example(3000, "nzd"),
} as const satisfies Record<string, Figure>;
