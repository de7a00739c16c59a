import type { FigureKey } from "./figures";
import type { Block, DialogPage, Page, RichText } from "./schema";

const fromBlocks = (blocks: readonly Block[]): RichText[] =>
  blocks.flatMap((b) => ("list" in b ? b.list : [b]));

/** Every run of text on a page, in reading order. */
export function pageTexts(page: Page): RichText[] {
  switch (page.kind) {
    case "quiz":
      return [page.quiz.question];
    case "takeaways":
      return [...page.points];
    case "table":
      return [...fromBlocks(page.body), ...page.table.rows.flat()];
    case "diagram":
      return [...fromBlocks(page.body), ...page.diagram.links.map((l) => l.label)];
    default:
      return fromBlocks(page.body);
  }
}

export function dialogPageTexts(page: DialogPage): RichText[] {
  return fromBlocks(page.body);
}

/** The money figures some text quotes. */
export function figuresIn(texts: readonly RichText[]): FigureKey[] {
  return texts.flatMap((t) =>
    t.flatMap((s) => (typeof s === "object" && "figure" in s ? [s.figure] : [])),
  );
}
