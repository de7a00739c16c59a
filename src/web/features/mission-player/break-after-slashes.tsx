import { Fragment } from "react";

/**
 * Text whose lines may break after each slash ("Textbooks/stationery/transport"), not only
 * inside a word that does not fit. The words themselves are unchanged: `<wbr>` adds no text.
 */
export function BreakAfterSlashes({ text }: { text: string }) {
  const parts = text.split("/");
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}
