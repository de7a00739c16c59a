import { Link } from "wouter";
import { formatFigure } from "../../../core/content/figures";
import type { Block, RichText } from "../../../core/content/schema";
import { toolHref } from "../../../core/tools/inputs";
import { Word } from "../../ui/word";
import { ExternalLink } from "./external-link";
import { useMission } from "./mission-context";

/**
 * A run of content text (or one plain string): words that flip to te reo Māori, te reo marked
 * as such, figures, the character's name, links.
 */
export function Rich({ text }: { text: RichText | string }) {
  const { name } = useMission();
  if (typeof text === "string") return text;
  return (
    <>
      {text.map((segment, i) => {
        if (typeof segment === "string") return segment;
        if ("word" in segment) return <Word key={i} k={segment.word} capital={segment.capital} />;
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

/** Paragraphs and lists. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        "list" in block ? (
          <ul key={i}>
            {block.list.map((item, j) => (
              <li key={j}>
                <Rich text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Rich text={block} />
          </p>
        ),
      )}
    </>
  );
}
