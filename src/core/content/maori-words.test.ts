import { describe, expect, it } from "vitest";
import { MAORI_WORDS } from "./vocabulary";

/**
 * Issue 23 (WCAG 3.1.2): a te reo Māori word in English text is marked lang="mi", so a screen
 * reader says it in Māori. Every word the app writes is in these sources (content and pages);
 * each is read with what may carry Māori taken out: mi("…") in content, <span lang="mi">…</span>
 * in pages, and comments. What is left must hold none of the sourced Māori words.
 */
const SOURCES = import.meta.glob<string>(
  ["./**/*.ts", "../../web/**/*.{ts,tsx}", "!**/*.test.ts"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);
/** The word list itself, and schools' names (proper names, written as each school writes it). */
const SKIP = ["./vocabulary.ts", "./schools.ts"];

/** A source's text without its marked Māori and its comments. */
const unmarked = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "")
    .replace(/\bmi\("[^"]*"\)/g, "")
    .replace(/<span lang="mi">[^<]*<\/span>/g, "");

const FILES = Object.keys(SOURCES).filter((path) => !SKIP.includes(path));

describe("te reo Māori in running text", () => {
  it("reads the app's words from its content and pages", () => {
    expect(FILES).toContain("../../web/features/info/about-page.tsx");
    expect(FILES).toContain("./missions/types-of-bank-accounts.ts");
    expect(MAORI_WORDS).toEqual(expect.arrayContaining(["whānau", "wānanga", "Aotearoa", "pūtea"]));
  });

  it('marks every sourced Māori word lang="mi" wherever it is written', () => {
    const unmarkedWords = FILES.flatMap((path) => {
      const text = unmarked(SOURCES[path]!);
      return MAORI_WORDS.filter((word) =>
        new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu").test(text),
      ).map((word) => `${path}: ${word}`);
    });
    expect(unmarkedWords).toEqual([]);
  });
});
