/**
 * Words that can flip between English and te reo Māori when the Te Reo setting is on.
 * Every entry comes from the sourced table in shared/facts/nz-money-facts.md, with macrons
 * exactly as its source writes them. Content names words by key, so a missing word fails the
 * type check rather than showing nothing.
 */
export type VocabularyEntry = {
  en: string;
  mi: string;
  /** Where the te reo Māori word comes from. */
  source: string;
  /** False until a fluent reviewer confirms it; unreviewed words never flip. */
  reviewed: boolean;
};

const PAEKUPU = "Paekupu (Te Taura Whiri i te Reo Māori)";
const STARDOME = "Stardome Observatory glossary";

export const VOCABULARY = {
  money: { en: "money", mi: "pūtea", source: PAEKUPU, reviewed: true },
  bank: {
    en: "bank",
    mi: "pēke",
    source: "NZ Banking Association, Te Rangapū Pēke",
    reviewed: true,
  },
  bankAccount: { en: "bank account", mi: "pūtea pēke", source: PAEKUPU, reviewed: true },
  save: { en: "save", mi: "penapena", source: PAEKUPU, reviewed: true },
  savings: { en: "savings", mi: "penapena pūtea", source: PAEKUPU, reviewed: true },
  spend: { en: "spend", mi: "whakapau", source: PAEKUPU, reviewed: true },
  budget: { en: "budget", mi: "tahua", source: "budget.govt.nz glossary", reviewed: true },
  loan: { en: "loan", mi: "pūtea taurewa", source: "Sorted in Schools glossary", reviewed: true },
  studentLoan: { en: "student loan", mi: "pūtea taurewa ākonga", source: "IRD", reviewed: true },
  // Not confirmed by a trustworthy source yet: stays English until a fluent reviewer checks it.
  creditScore: {
    en: "credit score",
    mi: "tau moni taurewa",
    source: "Sorted (unverified)",
    reviewed: false,
  },
  debt: { en: "debt", mi: "nama", source: "Paekupu; Sorted", reviewed: true },
  interest: { en: "interest", mi: "huamoni", source: PAEKUPU, reviewed: true },
  interestRate: {
    en: "interest rate",
    mi: "pāpātanga huamoni",
    source: "Sorted in Schools",
    reviewed: true,
  },
  tax: { en: "tax", mi: "tāke", source: "IRD", reviewed: true },
  taxRates: { en: "tax rates", mi: "ngā pāpātanga tāke", source: "IRD", reviewed: true },
  income: { en: "income", mi: "moniwhiwhi", source: PAEKUPU, reviewed: true },
  pay: { en: "pay", mi: "utu", source: PAEKUPU, reviewed: true },
  automaticPayment: { en: "automatic payment", mi: "utu aunoa", source: PAEKUPU, reviewed: true },
  kiwiSaver: { en: "KiwiSaver", mi: "Poua he Oranga", source: "IRD", reviewed: true },
  goal: { en: "goal", mi: "whāinga", source: "Te Aka Māori Dictionary", reviewed: true },
  planet: { en: "planet", mi: "aorangi", source: STARDOME, reviewed: true },
  rocket: { en: "rocket", mi: "rākete", source: STARDOME, reviewed: true },
  home: { en: "home", mi: "kāinga", source: "common usage", reviewed: true },
  logIn: { en: "log in", mi: "takiuru", source: "hekupu.maori.nz", reviewed: true },
  logOut: { en: "log out", mi: "takiputa", source: "hekupu.maori.nz", reviewed: true },
  wrong: { en: "wrong", mi: "hē", source: "Te Aka Māori Dictionary", reviewed: true },
  school: { en: "school", mi: "kura", source: "ERO glossary", reviewed: true },
  student: { en: "student", mi: "ākonga", source: "tereomaori.nz", reviewed: true },
  family: { en: "family", mi: "whānau", source: "ERO glossary", reviewed: true },
} as const satisfies Record<string, VocabularyEntry>;

export type VocabularyKey = keyof typeof VOCABULARY;

/**
 * Te reo Māori words that English text uses as they are, with no English word to flip to. Like
 * every Māori word in running text they are marked lang="mi" (mi() in content), so a screen
 * reader says them in Māori.
 */
export const LOANWORDS = {
  Aotearoa: "Te Aka Māori Dictionary",
  wānanga: "Te Aka Māori Dictionary",
} as const satisfies Record<string, string>;

/**
 * Every Māori word the app may write, once each, which must be marked lang="mi" wherever it
 * shows. "he" is English too, so it is left out.
 */
export const MAORI_WORDS: readonly string[] = [
  ...new Set([
    ...Object.values(VOCABULARY).flatMap((e) => e.mi.split(" ")),
    ...Object.keys(LOANWORDS),
  ]),
].filter((word) => word.toLowerCase() !== "he");

/**
 * English words that no trustworthy source has confirmed yet. They stay out of VOCABULARY (so
 * content cannot flip them) until a fluent reviewer adds them with their source.
 */
export const AWAITING_REVIEW = [
  "card",
  "credit",
  "mission",
  "profile",
  "quiz",
  "calculator",
  "next",
  "back",
  "correct",
] as const;

export function vocabularyEntry(key: VocabularyKey): VocabularyEntry {
  return VOCABULARY[key];
}

/** A word flips only once a reviewer has confirmed it. */
export function canFlip(key: VocabularyKey): boolean {
  return vocabularyEntry(key).reviewed;
}

/**
 * Every source of a word students can see in te reo Māori, once each, for the About page's
 * attributions (an unreviewed word never shows, so its source is not credited).
 */
export function vocabularySources(): string[] {
  const shown = Object.values(VOCABULARY).filter((e) => e.reviewed);
  const all = shown.flatMap((e) => e.source.split("; "));
  return [...new Set(all)];
}
