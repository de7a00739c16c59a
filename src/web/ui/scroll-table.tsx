import { useId, type ReactNode } from "react";

type ScrollTableProps = {
  caption: string;
  /** The scrolling box's class, and the table's. */
  boxClass: string | undefined;
  tableClass: string | undefined;
  /** The table's head and body. */
  children: ReactNode;
};

/**
 * A table in a box that scrolls, so a long or wide table never makes the page scroll: the box
 * is a region named by the table's caption, and takes the keyboard's focus so it scrolls
 * without a mouse too.
 */
export function ScrollTable({ caption, boxClass, tableClass, children }: ScrollTableProps) {
  const id = useId();
  return (
    <div className={boxClass} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={tableClass}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
