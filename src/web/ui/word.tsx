import { useState } from "react";
import { canFlip, vocabularyEntry, type VocabularyKey } from "../../core/content/vocabulary";
import { useSettings } from "../lib/settings";
import styles from "./word.module.css";

type WordProps = {
  /** The vocabulary key: only existing words type-check. */
  k: VocabularyKey;
  /** Start with a capital letter (at the start of a sentence). */
  capital?: boolean;
  /** What is written against the word after it (a colon, "'s"): kept on the word's line. */
  after?: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A word that, with the Te Reo setting on, flips between English and te reo Māori on each tap.
 * The Māori text carries lang="mi" so screen readers pronounce it; the hidden part of the
 * button's name says what a tap does. With Te Reo off (or an unreviewed word) it is plain text.
 */
export function Word({ k, capital = false, after = "" }: WordProps) {
  const teReo = useSettings((s) => s.settings.teReo);
  const [maori, setMaori] = useState(false);
  const entry = vocabularyEntry(k);
  const en = capital ? capitalise(entry.en) : entry.en;
  if (!teReo || !canFlip(k)) return <>{`${en}${after}`}</>;
  const mi = capital ? capitalise(entry.mi) : entry.mi;
  return (
    <span className={styles.keep}>
      <button
        type="button"
        className={styles.word}
        data-lang={maori ? "mi" : "en"}
        onClick={() => setMaori((m) => !m)}
      >
        {maori ? (
          <>
            <span lang="mi">{mi}</span>
            <span className="visually-hidden"> (te reo Māori for {entry.en}: tap for English)</span>
          </>
        ) : (
          <>
            {en}
            <span className="visually-hidden"> (tap for te reo Māori)</span>
          </>
        )}
      </button>
      {after}
    </span>
  );
}
