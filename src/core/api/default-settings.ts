import type { Settings } from "./schemas";

/**
 * A new student's settings (decision 0010: email messages off until they opt in; decision
 * 0018: sound off until they turn it on). Kept apart from schemas.ts so the web entry can read
 * them without loading zod and the school list.
 */
export const DEFAULT_SETTINGS: Settings = {
  animation: true,
  teReo: false,
  emailMessages: false,
  sound: false,
  school: null,
};
