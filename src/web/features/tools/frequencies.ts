import { FREQUENCIES } from "../../../core/tools/inputs";

const NAMES = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly" } as const;

/** Weekly, fortnightly or monthly, as options for a select. */
export const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: NAMES[value] }));
