/** What both floor pages show on page `n`: a heading, a paragraph and where the student is. */
export const TOTAL = 12;
export const heading = (n: number) => `Page ${n + 1}`;
export const words = (n: number) =>
  `A few lines of text stand in for page ${n + 1}'s teaching, so the tap lands on a page with something drawn on it.`;
export const position = (n: number) => `Page ${n + 1} of ${TOTAL}`;
