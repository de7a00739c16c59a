/**
 * Every slider model, named by key from a mission's content (so a missing one fails the build).
 * Each mission's models are in models/<mission slug>.ts.
 */
import { IMPACT_OF_SAVINGS_MODELS } from "./models/impact-of-savings";
import { STUDENT_LOANS_MODELS } from "./models/student-loans";
import { WORKING_LIFE_MODELS } from "./models/working-life";
import type { SliderModel } from "./slider-model";

const MODELS = {
  ...IMPACT_OF_SAVINGS_MODELS,
  ...STUDENT_LOANS_MODELS,
  ...WORKING_LIFE_MODELS,
};

export type SliderModelKey = keyof typeof MODELS;
export const SLIDER_MODELS: Record<SliderModelKey, SliderModel> = MODELS;
