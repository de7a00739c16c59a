/**
 * Every slider model, named by key from a mission's content (so a missing one fails the build).
 * Each mission's models are in models/<mission slug>.ts.
 */
import { BANKING_FUNDAMENTALS_MODELS } from "./models/banking-fundamentals";
import { BUY_NOW_PAY_LATER_MODELS } from "./models/buy-now-pay-later";
import { IMPACT_OF_SAVINGS_MODELS } from "./models/impact-of-savings";
import { STUDENT_LOANS_MODELS } from "./models/student-loans";
import { WHAT_IS_CREDIT_MODELS } from "./models/what-is-credit";
import { WORKING_LIFE_MODELS } from "./models/working-life";
import type { SliderModel } from "./slider-model";

const MODELS = {
  ...BANKING_FUNDAMENTALS_MODELS,
  ...BUY_NOW_PAY_LATER_MODELS,
  ...IMPACT_OF_SAVINGS_MODELS,
  ...STUDENT_LOANS_MODELS,
  ...WHAT_IS_CREDIT_MODELS,
  ...WORKING_LIFE_MODELS,
};

export type SliderModelKey = keyof typeof MODELS;
export const SLIDER_MODELS: Record<SliderModelKey, SliderModel> = MODELS;
