import { SLIDER_MODELS } from "./activities/slider-models";
import type { Activity } from "./activities/types";
import { formatFigure, type FigureKey } from "./figures";
import type { Art, Block, DialogPage, MaoriSegment, Page, RichText, WordSegment } from "./schema";
import { VOCABULARY } from "./vocabulary";

/**
 * A run of text (or one plain string) as a student reads it with Te Reo off: English words,
 * figures formatted, links' words, and `name` for the character.
 */
export function plainText(text: string | RichText, name = ""): string {
  if (typeof text === "string") return text;
  return text
    .map((s) => {
      if (typeof s === "string") return s;
      if ("word" in s) {
        const en = VOCABULARY[s.word].en;
        return s.capital ? en[0]!.toUpperCase() + en.slice(1) : en;
      }
      if ("mi" in s) return s.mi;
      if ("figure" in s) return formatFigure(s.figure);
      if ("link" in s) return s.link;
      if ("tool" in s) return s.tool;
      return name;
    })
    .join("");
}

/** Text with its te reo kept as the content marks it: words that flip, and te reo Māori. */
export type MarkedText = (string | WordSegment | MaoriSegment)[];

/**
 * A run of text for a screen away from the player (a teacher's): its words that flip and its te
 * reo Māori kept as they are, so they show as in the mission; the rest written out as plainText
 * writes it.
 */
export function markedText(text: string | RichText, name = ""): MarkedText {
  if (typeof text === "string") return [text];
  return text.map((s) =>
    typeof s === "object" && ("word" in s || "mi" in s) ? s : plainText([s], name),
  );
}

/**
 * The dated figures a picture's numbers or a quiz's explanations quote, as a run of figures:
 * not shown as text, but counted by figuresIn, so the page says when they were checked.
 */
const quoted = (figures: readonly FigureKey[] | undefined): RichText[] =>
  figures ? [figures.map((figure) => ({ figure }))] : [];
const pictured = (image: Art | undefined) => quoted(image?.figures);

const fromBlocks = (blocks: readonly Block[]): RichText[] =>
  blocks.flatMap((b) => ("list" in b ? b.list : [b]));

/** Every run of text on a page, its hands-on piece's too, then the figures they quote. */
export function pageTexts(page: Page): RichText[] {
  const piece = "activity" in page ? page.activity : undefined;
  return [...teachingTexts(page), ...(piece ? activityTexts(piece) : [])];
}

/** A page's text in reading order, then the figures its picture quotes: all but its piece. */
export function teachingTexts(page: Page): RichText[] {
  const image = "image" in page ? page.image : undefined;
  return [...ownTexts(page), ...pictured(image)];
}

/** A hands-on piece's words, its answers' explanations included, and the figures a slider uses. */
export function activityTexts(activity: Activity): RichText[] {
  const text = (t: string | RichText): RichText => (typeof t === "string" ? [t] : t);
  switch (activity.kind) {
    case "sort":
      return [
        activity.prompt,
        ...activity.bins.map(text),
        ...activity.cards.flatMap((c) => [text(c.label), text(c.why)]),
      ];
    case "choose":
      return [
        activity.prompt,
        ...activity.options.flatMap((o) => [text(o.label), text(o.explanation)]),
      ];
    case "slider": {
      const model = SLIDER_MODELS[activity.model];
      return [activity.prompt, [model.label], ...quoted(model.figures)];
    }
  }
}

function ownTexts(page: Page): RichText[] {
  switch (page.kind) {
    case "quiz":
      return [page.quiz.question, ...quoted(page.quiz.figures)];
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
  return [...fromBlocks(page.body), ...pictured(page.image)];
}

/** The money figures some text quotes. */
export function figuresIn(texts: readonly RichText[]): FigureKey[] {
  return texts.flatMap((t) =>
    t.flatMap((s) => (typeof s === "object" && "figure" in s ? [s.figure] : [])),
  );
}
