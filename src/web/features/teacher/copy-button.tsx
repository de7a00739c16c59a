import { useState } from "react";
import buttons from "../../ui/button.module.css";
import styles from "./teacher.module.css";

type CopyButtonProps = {
  text: string;
  /** The button's words: "Copy join link". */
  label: string;
  /** Words only a screen reader hears after the label, telling one button from its twins. */
  context?: string;
};

/**
 * One tap copies a link (issue 24.9: it serves schools on any platform). The result is said in
 * a live region beside the button, so a screen reader hears it too.
 */
export function CopyButton({ text, label, context }: CopyButtonProps) {
  const [said, setSaid] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid("Copied");
    } catch {
      setSaid("Couldn't copy here: select the link and copy it.");
    }
  };
  return (
    <span className={styles.copy}>
      <button type="button" className={buttons.secondary} onClick={() => void copy()}>
        {label}
        {context && <span className="visually-hidden"> {context}</span>}
      </button>
      <span role="status" className={styles.copied}>
        {said}
      </span>
    </span>
  );
}
