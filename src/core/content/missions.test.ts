import { describe, expect, it } from "vitest";
import { TAG_PATTERN } from "../progress/progress";
import { CATALOGUE, catalogueRow } from "./catalogue";
import { dialogProblems } from "./dialog-refs";
import { FIGURES } from "./figures";
import type { Mission, RichText } from "./schema";
import { SPEC_DIALOG_PAGES, SPEC_DIALOGS, SPEC_QUIZZES } from "./spec-tables";
import { dialogPageTexts, figuresIn, pageTexts, plainText } from "./texts";
import { VOCABULARY } from "./vocabulary";
import { WRITTEN_MISSIONS } from "./written-missions";

/**
 * The content test of architecture.md: every written mission against the specification's
 * section table (spec section 3), quiz table (section 5) and named modal ids (section 2).
 */
function allTexts(mission: Mission): RichText[] {
  const fromDialogs = mission.dialogs.flatMap((d) => d.pages.flatMap(dialogPageTexts));
  return [...mission.pages.flatMap(pageTexts), ...fromDialogs];
}

function arts(mission: Mission): { art: string; alt: string }[] {
  const fromPages = mission.pages.flatMap((p) => ("image" in p && p.image ? [p.image] : []));
  const fromDialogs = mission.dialogs.flatMap((d) =>
    d.pages.flatMap((p) => (p.image ? [p.image] : [])),
  );
  return [...fromPages, ...fromDialogs];
}

it("has a content file for every row of the catalogue, and none without a row", () => {
  expect(WRITTEN_MISSIONS.map((m) => m.slug).sort()).toEqual(CATALOGUE.map((m) => m.slug).sort());
});

describe.each(WRITTEN_MISSIONS)("$slug", (mission) => {
  it("has as many pages as its catalogue row's total", () => {
    expect(mission.pages).toHaveLength(catalogueRow(mission.uid).total);
  });

  it("ends with key takeaways and has no other takeaways page", () => {
    expect(mission.pages.at(-1)?.kind).toBe("takeaways");
    expect(mission.pages.filter((p) => p.kind === "takeaways")).toHaveLength(1);
  });

  it("keeps every quiz exactly as the specification's quiz table", () => {
    const quizzes = mission.pages.flatMap((p) => (p.kind === "quiz" ? [p.quiz] : []));
    const expected = Object.keys(SPEC_QUIZZES).filter((id) => id.startsWith(`${mission.uid}-`));
    expect(quizzes.map((q) => q.id).sort()).toEqual(expected.sort());
    for (const quiz of quizzes) {
      const spec = SPEC_QUIZZES[quiz.id]!;
      const labels = quiz.options.map((o) => o.label);
      const right = labels[quiz.correct] ?? "";
      if (spec.options) expect(labels, quiz.id).toEqual(spec.options);
      if (spec.correct) expect(right, quiz.id).toBe(spec.correct);
      if (spec.correctIndex !== undefined) expect(quiz.correct, quiz.id).toBe(spec.correctIndex);
      if (spec.says) expect(right.toLowerCase(), quiz.id).toContain(spec.says.toLowerCase());
    }
  });

  it("explains every quiz option, right and wrong", () => {
    const options = mission.pages.flatMap((p) => (p.kind === "quiz" ? p.quiz.options : []));
    for (const option of options) {
      const explanation = plainText(option.explanation);
      expect(explanation.trim().length).toBeGreaterThan(20);
      // The player says "Right!" or "Not quite." itself; the explanation says why.
      expect(explanation).not.toMatch(/^(right|that's right|correct|not quite|wrong|no)\b/i);
    }
  });

  it("puts a 'Quiz time' launcher right before the first quiz", () => {
    const first = mission.pages.findIndex((p) => p.kind === "quiz");
    expect(first).toBeGreaterThan(0);
    expect(mission.pages[first - 1]?.kind).toBe("quiz-launcher");
  });

  it("has every modal the specification names, with its data tag", () => {
    const byId = new Map(mission.dialogs.map((d) => [d.id, d]));
    for (const [id, tag] of Object.entries(SPEC_DIALOGS[mission.uid] ?? {})) {
      expect(byId.has(id), id).toBe(true);
      if (tag) expect(byId.get(id)?.tag).toBe(tag);
    }
    for (const [id, pages] of Object.entries(SPEC_DIALOG_PAGES)) {
      if (byId.has(id)) expect(byId.get(id)?.pages.length, id).toBe(pages);
    }
  });

  it("opens only dialogs that exist, and every dialog from some page, each id and tag once", () => {
    expect(dialogProblems(mission)).toEqual([]);
    for (const { tag } of mission.dialogs) expect(tag).toMatch(TAG_PATTERN);
  });

  it("lists each picture's hotspots in reading order, top to bottom then left to right", () => {
    // The list's order is the order Tab and a screen reader take (issue 23, point 8).
    for (const page of mission.pages) {
      if (page.kind !== "hotspots") continue;
      const read = [...page.hotspots].sort((a, b) => a.y - b.y || a.x - b.x);
      expect(page.hotspots.map((h) => h.label)).toEqual(read.map((h) => h.label));
    }
  });

  it("gives every picture alt text", () => {
    for (const { art, alt } of arts(mission)) expect(alt.trim().length, art).toBeGreaterThan(10);
  });

  it("uses only vocabulary words that have English and te reo Māori", () => {
    const words = allTexts(mission).flatMap((t) =>
      t.flatMap((s) => (typeof s === "object" && "word" in s ? [s.word] : [])),
    );
    for (const word of words) {
      expect(VOCABULARY[word]?.en, word).toBeTruthy();
      expect(VOCABULARY[word]?.mi, word).toBeTruthy();
    }
  });

  it("names only figures that exist in figures.ts", () => {
    const figures = figuresIn(allTexts(mission));
    for (const figure of figures) expect(FIGURES[figure], figure).toBeDefined();
  });

  it("types no dollar amount or percentage into the text (they come from figures.ts)", () => {
    const typed = allTexts(mission)
      .flatMap((t) => t.filter((s) => typeof s === "string"))
      .filter((s) => /\$\s?\d|\d\s?%/.test(s));
    expect(typed).toEqual([]);
  });
});
