import { Link } from "wouter";
import { formatFigure } from "../../core/content/figures";
import type { RichText } from "../../core/content/schema";
import { toolHref } from "../../core/tools/inputs";
import { ExternalLink } from "./external-link";
import { Word } from "./word";

/** What is written against a word, up to the next space: "'s", a colon, a full stop. */
const ATTACHED = /^\S+/;

type RichProps = {
  text: RichText | string;
  /** The scenario character's name, where the text names them. */
  name?: string;
};

/**
 * A run of content text (or one plain string): words that flip to te reo Māori, te reo marked
 * as such, figures, the character's name, links. The player's pages and a teacher's screens
 * both write content through it, so te reo shows (and is said) the same on each.
 */
export function Rich({ text, name = "" }: RichProps) {
  if (typeof text === "string") return text;
  /** What a string has against the word before it, if any: the word shows it, on its line. */
  const glued = (i: number) => {
    const [before, segment] = [text[i - 1], text[i]];
    const word = typeof before === "object" && "word" in before;
    return word && typeof segment === "string" ? (ATTACHED.exec(segment)?.[0] ?? "") : "";
  };
  return (
    <>
      {text.map((segment, i) => {
        if (typeof segment === "string") return segment.slice(glued(i).length);
        if ("word" in segment)
          return <Word key={i} k={segment.word} capital={segment.capital} after={glued(i + 1)} />;
        if ("mi" in segment) {
          return (
            <span key={i} lang="mi">
              {segment.mi}
            </span>
          );
        }
        if ("figure" in segment) return formatFigure(segment.figure);
        if ("link" in segment) return <ExternalLink key={i} segment={segment} />;
        if ("tool" in segment) {
          return (
            <Link key={i} href={toolHref(segment)}>
              {segment.tool}
            </Link>
          );
        }
        return name;
      })}
    </>
  );
}
