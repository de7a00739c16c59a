/**
 * The specification's section table (section 3), quiz table (section 5) and the modal ids and
 * data tags it names (section 2), as data: the content tests hold the catalogue and every
 * mission to them.
 */

/** Each section's id and page total, by uid, as spec section 3 gives them. */
export const SPEC_SECTIONS: Readonly<Record<string, { id: string; total: number }>> = {
  m0: { id: "bankingfundamentals", total: 11 },
  m1: { id: "impactofsavings", total: 14 },
  m2: { id: "typesofcards", total: 7 },
  m3: { id: "studentsloans", total: 12 },
  m6: { id: "workinglife", total: 10 },
  m7: { id: "typesofbankaccounts", total: 6 },
  m8: { id: "unnecessaryspending", total: 8 },
  m9: { id: "buynowpaylater", total: 11 },
  m10: { id: "whatiscredit", total: 12 },
};

/**
 * One quiz of the table. `options` where the spec lists them; the right answer as the spec
 * gives it: its label (`correct`), its position (`correctIndex`) and/or words its label must
 * contain (`says`) where the spec gives only the gist.
 */
export type SpecQuiz = {
  options?: readonly string[];
  correct?: string;
  correctIndex?: number;
  says?: string;
};

const SAVINGS = ["Savings account", "Call account", "Term deposit"];

export const SPEC_QUIZZES: Readonly<Record<string, SpecQuiz>> = {
  "m1-q1": { options: SAVINGS, correct: "Call account" },
  "m1-q2": { options: SAVINGS, correct: "Savings account" },
  "m1-q3": { options: SAVINGS, correct: "Term deposit" },
  "m3-q1": {
    options: ["Textbooks/stationery/transport", "Rent", "Your university fees", "Food"],
    correct: "Your university fees",
  },
  "m3-q2": { options: ["Yes", "No"], correct: "No" },
  "m3-q3": {
    options: [
      "Compulsory course fees",
      "Living costs",
      "Opportunity costs",
      "Course-related costs",
    ],
    correct: "Opportunity costs",
  },
  "m0-q1": { options: ["Depositors", "Borrowers", "Both", "None"], correct: "Both" },
  "m0-q2": {
    options: ["By paying more interest to deposits", "By charging more interest to borrowers"],
    correct: "By charging more interest to borrowers",
  },
  "m2-q1": { options: ["Yes", "No"], correct: "No" },
  "m2-q2": { options: ["Yes", "No"], correct: "Yes" },
  "m2-q3": { correct: "Credit rating decreases and extra interest charged" },
  // The first wording, then the slide-11 version (docs/decisions/0014).
  "m7-q1": {
    options: ["Everyday", "Tertiary", "Savings", "My friend's account"],
    correct: "Everyday",
  },
  "m7-q2": { options: ["Everyday", "Tertiary", "Savings", "KiwiSaver"], correct: "KiwiSaver" },
  "m8-q1": { says: "Jordans" },
  "m8-q2": { says: "money you intend to spend" },
  "m10-q1": { correctIndex: 3, says: "all of the above" },
  "m9-q1": { correctIndex: 0, correct: "Yes" },
  "m9-q2": { correctIndex: 0, correct: "Yes" },
  "m9-q3": { correctIndex: 2, says: "3,000" },
  "m6-q1": { correctIndex: 3, correct: "M" },
};

/** Modal ids each mission must have, with the data tag its opening records where the spec gives one. */
export const SPEC_DIALOGS: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  m7: { "tyoac-2-1": "everyday", "tyoac-2-2": null, "tyoac-2-3": null, "tyoac-2-4": "kiwisaver" },
  m2: { "toc-2-1": null, "toc-2-2": null, "toc-2-3": null },
  m1: {
    "imps-3-1": "savings-accounts",
    "imps-3-2": "call-accounts",
    "imps-3-3": "term-deposits",
    "imps-7-1": "stock",
    "imps-7-2": "bonds",
    "imps-7-3": "real-estate",
  },
  m3: {
    "stl-2-1": "course-fees",
    "stl-2-2": "course-related-costs",
    "stl-2-3": "living-costs",
  },
  m8: { "aws-4-1": null, "aws-4-2": null, "aws-4-3": null },
  m9: {
    "dpo-2-1": null,
    "dpo-5-1": null,
    "dpo-5-2": null,
    "dpo-5-3": null,
    "dpo-6-1": null,
    "dpo-6-2": null,
  },
  m10: { "bc-3-1": null, "bc-3-2": null, "bc-5-1": null },
  m6: {
    "wl-payslip-1": null,
    "wl-payslip-2": null,
    "wl-payslip-3": null,
    "wl-payslip-4": null,
    "wl-payslip-5": null,
  },
};

/** Slider lengths the spec gives: savings and tertiary two pages; credit four, EFTPOS and debit three. */
export const SPEC_DIALOG_PAGES: Readonly<Record<string, number>> = {
  "tyoac-2-2": 2,
  "tyoac-2-3": 2,
  "toc-2-1": 3,
  "toc-2-2": 3,
  "toc-2-3": 4,
};
