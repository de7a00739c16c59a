import type { Block, RichText } from "../../../core/content/schema";
import { Rich as RichFor } from "../../ui/rich-text";
import { useMission } from "./mission-context";

/** A run of the mission's text, naming its character as the mission does. */
export function Rich({ text }: { text: RichText | string }) {
  const { name } = useMission();
  return <RichFor text={text} name={name} />;
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
