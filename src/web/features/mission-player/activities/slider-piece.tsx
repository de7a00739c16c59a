import { useId, useState } from "react";
import { SLIDER_MODELS } from "../../../../core/content/activities/slider-models";
import type { SliderActivity } from "../../../../core/content/activities/types";
import { useSettled } from "../../../lib/use-settled";
import { Rich } from "../rich-text";
import playerStyles from "../player.module.css";
import styles from "./activities.module.css";

/** Wait after the slider stops before a screen reader hears the new sentence. */
const SETTLE_MS = 700;

/**
 * A slider and what its value means: bars that grow and shrink as it moves (their figures in
 * words beside them), and one sentence, said to a screen reader once the slider rests.
 */
export function SliderPiece({ activity }: { activity: SliderActivity }) {
  const model = SLIDER_MODELS[activity.model];
  const [value, setValue] = useState(model.start);
  const id = useId();
  const reading = model.read(value);
  const showBar = model.showBar ?? model.show;
  const said = useSettled(reading.says, SETTLE_MS, "");
  return (
    <>
      <p className={playerStyles.question}>
        <Rich text={activity.prompt} />
      </p>
      <label className={styles.sliderLabel} htmlFor={id}>
        <span>{model.label}</span>
        <span className={styles.value} aria-hidden="true">
          {model.show(value)}
        </span>
      </label>
      <input
        id={id}
        className={styles.slider}
        type="range"
        min={model.min}
        max={model.max}
        step={model.step}
        value={value}
        aria-valuetext={model.show(value)}
        onChange={(e) => setValue(Number(e.currentTarget.value))}
      />
      <ul className={styles.bars}>
        {reading.bars.map((bar) => (
          <li key={bar.label}>
            <span>{bar.label}</span>
            <span className={styles.amount}>{showBar(bar.value)}</span>
            <span
              className={styles.bar}
              style={{ inlineSize: `${Math.min(100, (bar.value / model.scale) * 100)}%` }}
              aria-hidden="true"
            />
          </li>
        ))}
      </ul>
      <p className={styles.says}>{reading.says}</p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
