import { describe, expect, it } from "vitest";
import {
  AWAITING_REVIEW,
  VOCABULARY,
  canFlip,
  vocabularySources,
  type VocabularyEntry,
  type VocabularyKey,
} from "./vocabulary";

const entries: [string, VocabularyEntry][] = Object.entries(VOCABULARY);

// Te reo Māori letters: a e h i k m n o p r t u w (ng and wh are pairs of them), vowels with
// macrons. Anything else in a Māori word is a typo or an English word slipped in.
const TE_REO = /^[aeiouāēīōūhkmnprtwg ]+$/i;

describe("the vocabulary", () => {
  it("gives every word both languages, a source and a review mark", () => {
    expect(entries.length).toBeGreaterThanOrEqual(25);
    for (const [key, entry] of entries) {
      expect(entry.en.trim(), key).not.toBe("");
      expect(entry.mi.trim(), key).not.toBe("");
      expect(entry.source.trim(), key).not.toBe("");
      expect(typeof entry.reviewed, key).toBe("boolean");
    }
  });

  it("writes te reo Māori words only with te reo letters", () => {
    for (const [key, entry] of entries) expect(entry.mi, key).toMatch(TE_REO);
  });

  it("keeps the macrons its sources write", () => {
    const expected: Partial<Record<VocabularyKey, string>> = {
      money: "pūtea",
      bank: "pēke",
      bankAccount: "pūtea pēke",
      tax: "tāke",
      taxRates: "ngā pāpātanga tāke",
      home: "kāinga",
      family: "whānau",
      goal: "whāinga",
      rocket: "rākete",
      wrong: "hē",
      student: "ākonga",
      studentLoan: "pūtea taurewa ākonga",
      interestRate: "pāpātanga huamoni",
    };
    for (const [key, mi] of Object.entries(expected)) {
      expect(VOCABULARY[key as VocabularyKey].mi, key).toBe(mi);
    }
  });

  it("never drops a macron from a word that has one", () => {
    const bare = ["putea", "peke", "take", "kainga", "whanau", "whainga", "rakete", "akonga"];
    for (const [key, entry] of entries) {
      for (const word of entry.mi.split(" ")) expect(bare, key).not.toContain(word);
    }
  });

  it("never writes Maori without its macron (web addresses such as hekupu.maori.nz aside)", () => {
    for (const [key, entry] of entries) {
      expect(`${entry.en} ${entry.mi} ${entry.source}`, key).not.toMatch(/(^|\s)maori\b/i);
    }
  });

  it("leaves the unconfirmed words out, so they never flip", () => {
    const english = new Set(entries.map(([, e]) => e.en.toLowerCase()));
    for (const word of AWAITING_REVIEW) expect(english.has(word), word).toBe(false);
  });

  it("flips only reviewed words", () => {
    for (const [key, entry] of entries) {
      expect(canFlip(key as VocabularyKey), key).toBe(entry.reviewed);
    }
  });

  it("keeps 'credit score' unreviewed, so it stays English and its source is not credited", () => {
    expect(VOCABULARY.creditScore.reviewed).toBe(false);
    expect(canFlip("creditScore")).toBe(false);
    expect(vocabularySources()).not.toContain(VOCABULARY.creditScore.source);
  });

  it("lists each source once for the attributions", () => {
    const sources = vocabularySources();
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources).toContain("Paekupu (Te Taura Whiri i te Reo Māori)");
    expect(sources).toContain("IRD");
    expect(sources).not.toContain("Paekupu; Sorted");
  });
});
