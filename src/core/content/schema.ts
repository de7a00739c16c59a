/**
 * The content types of a mission: one documented file, so a new mission is one content file
 * that ends `satisfies MissionContent` (architecture.md, "Content is typed data").
 *
 * Ids are stable strings: saved progress stores page numbers and dialog tags, never positions
 * of anything else. Pictures are named by `art` id; each mission's drawings live on the web side
 * (src/web/features/mission-player/art/<slug>.tsx), and every picture carries its alt text here.
 */
import type { SectionUid } from "../progress/sections";
import type { Activity } from "./activities/types";
import type { ToolInputs, ToolKind, ToolLink } from "../tools/inputs";
import type { FigureKey } from "./figures";
import type { LinkKey } from "./links";
import type { VocabularyKey } from "./vocabulary";

/** A word that can flip to te reo Māori (a vocabulary key, so a missing word fails the build). */
export type WordSegment = { readonly word: VocabularyKey; readonly capital?: boolean };
/** A money figure from figures.ts, formatted where it is shown ("$100,000", "3.5%"). */
export type FigureSegment = { readonly figure: FigureKey };
/** The scenario character's name: the student's first name when signed in, else a default. */
export type NameSegment = { readonly name: true };
/** Te reo Māori written into English text ("wānanga"): marked lang="mi" so it is said in Māori. */
export type MaoriSegment = { readonly mi: string };
/** Words that open an official page (links.ts) in a new tab, said to be leaving the app. */
export type LinkSegment = { readonly link: string; readonly to: LinkKey };
/** Words that open a calculator in the app, prefilled (tools/inputs.ts). */
export type ToolSegment = ToolLink & { readonly tool: string };
export type Segment =
  string | WordSegment | MaoriSegment | FigureSegment | NameSegment | LinkSegment | ToolSegment;

/** A run of text: plain strings mixed with words, figures, the character's name and links. */
export type RichText = readonly Segment[];

/** A paragraph, or a bulleted list of short points. */
export type Block = RichText | { readonly list: readonly RichText[] };

/**
 * A picture drawn in SVG and CSS by the mission's art file; `alt` says what it shows. `figures`:
 * the dated figures its numbers are worked out from (plain alt text can't name them), so the
 * page says when they were checked.
 */
export type Art = {
  readonly art: string;
  readonly alt: string;
  readonly figures?: readonly FigureKey[];
};

type Titled = {
  readonly title: string;
  readonly body: readonly Block[];
};

/**
 * A page may carry a hands-on piece (sort, choose or slide: activities/types.ts). It comes first,
 * under the heading (try, then read), except where the page has its own first thing to do or
 * sums up: after a tiles page's tiles and text, and as a last check on the takeaways page
 * (`pieceComesLast`).
 */
type WithActivity = { readonly activity?: Activity };

/** Text, with an optional still picture. */
export type TextPage = Titled & WithActivity & { readonly kind: "text"; readonly image?: Art };

/**
 * An animated graphic (SVG and CSS). It plays only while its page is the one on screen, and
 * never with the Animation setting off or reduced motion preferred: then it is a still picture.
 */
export type AnimationPage = Titled &
  WithActivity & { readonly kind: "animation"; readonly image: Art };

/** A button over a picture, placed in percent of the picture's width and height. */
export type Hotspot = {
  readonly label: string;
  readonly dialog: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};
export type HotspotPage = Titled & {
  readonly kind: "hotspots";
  readonly image: Art;
  readonly hotspots: readonly Hotspot[];
};

/** A planet you tap to open a dialog, placed in percent of the page's sky (spec section 3). */
export type PlanetButton = {
  readonly planet: PlanetName;
  readonly label: string;
  readonly dialog: string;
  readonly x: number;
  readonly y: number;
  /** Diameter in px; 100 when unset. */
  readonly size?: number;
  /** Space around the planet in px; 35 when unset. */
  readonly padding?: number;
};
export type PlanetName = "gold" | "green" | "pink" | "blue" | "orange" | "lilac";
export type PlanetsPage = Titled & {
  readonly kind: "planets";
  readonly planets: readonly PlanetButton[];
};

/** A labelled tile with a small picture that opens a dialog. */
export type Tile = { readonly label: string; readonly dialog: string; readonly art: string };
export type TilesPage = Titled &
  WithActivity & { readonly kind: "tiles"; readonly tiles: readonly Tile[] };

export type Table = {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly RichText[])[];
};
export type TablePage = Titled & WithActivity & { readonly kind: "table"; readonly table: Table };

/**
 * Boxes joined by labelled arrows, drawn top to bottom (or left to right on wide screens) in
 * the nodes' order. Each link joins two neighbouring nodes, either way (diagram-links.test.ts).
 */
export type Diagram = {
  readonly caption: string;
  readonly nodes: readonly { readonly id: string; readonly label: string; readonly art: string }[];
  readonly links: readonly {
    readonly from: string;
    readonly to: string;
    readonly label: RichText;
  }[];
};
export type DiagramPage = Titled &
  WithActivity & { readonly kind: "diagram"; readonly diagram: Diagram };

/** A short story about a character; `{ name: true }` segments become the character's name. */
export type ScenarioPage = Titled &
  WithActivity & { readonly kind: "scenario"; readonly image: Art };

/** The 'Quiz time' banner before the questions. */
export type QuizLauncherPage = Titled & { readonly kind: "quiz-launcher" };

export type QuizOption = {
  readonly label: string;
  /** Why this option is right or wrong, shown after it is chosen (rich where it quotes te reo). */
  readonly explanation: string | RichText;
};
export type Quiz = {
  /** The mission uid + '-q' + its number: "m7-q1". Also the progress tag of a right answer. */
  readonly id: `${SectionUid}-q${1 | 2 | 3}`;
  readonly question: RichText;
  /** compact: options side by side; rows: one option per row (spec section 3). */
  readonly layout: "compact" | "rows";
  readonly options: readonly QuizOption[];
  /** Zero-based index of the right option. */
  readonly correct: number;
  /**
   * The title of the page before the quiz that teaches what it asks: where a teacher's "what to
   * reteach" sends a class that missed it (src/core/classes/reteach.ts).
   */
  readonly taughtOn: string;
  /** The dated figures the explanations quote (they are plain text, so they name them here). */
  readonly figures?: readonly FigureKey[];
};
export type QuizPage = { readonly kind: "quiz"; readonly title: string; readonly quiz: Quiz };

/** The last page: what to remember, and the 'Mission accomplished!' banner. */
export type TakeawaysPage = WithActivity & {
  readonly kind: "takeaways";
  readonly title: string;
  readonly points: readonly RichText[];
};

export type Page =
  | TextPage
  | AnimationPage
  | HotspotPage
  | PlanetsPage
  | TilesPage
  | TablePage
  | DiagramPage
  | ScenarioPage
  | QuizLauncherPage
  | QuizPage
  | TakeawaysPage;

export type PageKind = Page["kind"];

/** One page of a dialog; a dialog with several pages is a slider. */
export type DialogPage = {
  readonly title?: string;
  readonly body: readonly Block[];
  readonly image?: Art;
};

/** A modal section (spec section 3): opening it records its data tag in the mission's progress. */
export type MissionDialog = {
  /** The spec's modal id, e.g. "tyoac-2-1". */
  readonly id: string;
  readonly title: string;
  /** The progress tag recorded on opening, e.g. "everyday". */
  readonly tag: string;
  readonly pages: readonly DialogPage[];
};

/**
 * What a mission's content file holds, named by the file (`missions/<slug>.ts`). Its uid, title
 * and page total are its catalogue row's, joined on by `missionFor` (catalogue.ts).
 */
export type MissionContent = {
  /** The scenario character's name for a visitor who is not signed in. */
  readonly defaultName?: string;
  readonly pages: readonly Page[];
  readonly dialogs: readonly MissionDialog[];
};

/** A mission as it is played: its catalogue row's uid, slug and title, and its content. */
export type Mission = MissionContent & {
  readonly uid: SectionUid;
  readonly slug: string;
  readonly title: string;
};

/** Helpers that keep content files readable. */
export const w = (word: VocabularyKey, capital = false): WordSegment =>
  capital ? { word, capital } : { word };
export const mi = (text: string): MaoriSegment => ({ mi: text });
export const fig = (figure: FigureKey): FigureSegment => ({ figure });
export const NAME: NameSegment = { name: true };
export const link = (text: string, to: LinkKey): LinkSegment => ({ link: text, to });
/** tool("work it out", "repayment", { amount: 1000, rate: 10, years: 3 }) */
export const tool = <K extends ToolKind>(
  text: string,
  calculator: K,
  prefill: Partial<ToolInputs[K]> = {},
): ToolSegment => ({ tool: text, calculator, prefill }) as ToolSegment;

/**
 * Writes rich text as a template: rich`A ${w("bank")} keeps your ${w("money")} safe.`
 * Plain strings between the placeholders stay text.
 */
export function rich(strings: TemplateStringsArray, ...parts: Segment[]): RichText {
  const out: Segment[] = [];
  strings.forEach((text, i) => {
    if (text) out.push(text);
    const part = parts[i];
    if (part !== undefined && part !== "") out.push(part);
  });
  return out;
}
