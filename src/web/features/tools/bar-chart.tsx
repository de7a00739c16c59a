import { scaleLinear } from "@visx/scale";
import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { formatNZD } from "../../../core/format/money";
import type { Column } from "./chart-columns";
import styles from "./bar-chart.module.css";

/** One part of each bar; `tone` picks its theme colour (bar-chart.module.css). */
export type Series = { label: string; tone: "principal" | "deposits" | "interest" };

type BarChartProps = {
  title: string;
  /** The chart in words: what a screen reader hears for the picture. */
  description: string;
  /** The parts of each bar, from the bottom up. */
  series: readonly Series[];
  columns: readonly Column[];
  /** What the columns are: "Year", "Month". */
  unit: string;
  /** A line across the chart at this amount, when there is a goal. */
  goal?: number | null;
};

const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 72 };
/** How much of its slot a bar fills. */
const BAR = 0.7;

/**
 * The width of an element, kept up to date as the screen turns or resizes, and the size of a px
 * of the drawing: 1 at the default text size, more on a projector (decision 0044).
 */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, unit: 1 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setSize({
        width: element.clientWidth,
        unit: parseFloat(getComputedStyle(document.documentElement).fontSize) / 16,
      });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The screen's size can change the root text and leave the box as wide as it was.
    addEventListener("resize", measure);
    measure();
    return () => {
      observer.disconnect();
      removeEventListener("resize", measure);
    };
  }, []);
  return [box, size] as const;
}

/** Short money for an axis, in one style for the whole axis: "$500", "$12k", "$1.5m". */
const axisMoney = (value: number, top: number) =>
  top >= 1e6
    ? `$${+(value / 1e6).toFixed(1)}m`
    : top >= 1e4
      ? `$${+(value / 1e3).toFixed(1)}k`
      : formatNZD(value);

/** The column a key moves to from `at` (of `count`), or null for a key that does not move. */
function stepTo(key: string, at: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: at - 1,
    ArrowDown: at - 1,
    ArrowRight: at + 1,
    ArrowUp: at + 1,
    PageDown: at - 5,
    PageUp: at + 5,
    Home: 0,
    End: count - 1,
  };
  const to = moves[key];
  return to === undefined ? null : Math.min(Math.max(to, 0), count - 1);
}

/**
 * Money over time as stacked bars, in the theme's colours, with a goal line when there is one.
 * A still picture: it never animates. Its title and description name it for screen readers, and
 * the table after it holds every number. A tap on a bar, or the arrow keys on the chart (a
 * slider over it), shows that bar's numbers in words below it.
 */
export const BarChart = memo(function BarChart({
  title,
  description,
  series,
  columns,
  unit,
  goal = null,
}: BarChartProps) {
  const id = useId();
  const [box, { width: wide, unit: px }] = useWidth();
  // The drawing's width in its own px; its viewBox scales it to the box.
  const width = wide / px;
  const [picked, setPicked] = useState<number | null>(null);
  const count = columns.length;
  const at = picked === null ? null : Math.min(picked, count - 1);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const slot = plotWidth / Math.max(1, count);
  const top = Math.max(1, goal ?? 0, ...columns.map((c) => c.parts.reduce((a, b) => a + b, 0)));
  const y = scaleLinear({
    domain: [0, top],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const every = Math.ceil(count / (width < 480 ? 5 : 10));

  const pickAt = (clientX: number, element: HTMLElement) => {
    const left = element.getBoundingClientRect().left;
    setPicked(Math.min(count - 1, Math.max(0, Math.floor((clientX - left) / (slot * px)))));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = stepTo(event.key, at ?? count - 1, count);
    if (to === null) return;
    event.preventDefault();
    setPicked(to);
  };

  return (
    <figure className={styles.figure}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.label}>
            <span className={`${styles.swatch} ${styles[s.tone]}`} />
            {s.label}
          </li>
        ))}
        {goal !== null && (
          <li>
            <span className={`${styles.swatch} ${styles.goalKey}`} />
            Your goal
          </li>
        )}
      </ul>
      <div ref={box} className={styles.box}>
        {width > 0 && (
          <>
            <svg
              width={wide}
              height={HEIGHT * px}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              role="img"
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-desc`}
            >
              <desc id={`${id}-desc`}>{description}</desc>
              {y.ticks(4).map((tick) => (
                <g key={tick} className={styles.grid}>
                  <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                  <text x={MARGIN.left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
                    {axisMoney(tick, y.domain()[1]!)}
                  </text>
                </g>
              ))}
              {at !== null && (
                <rect
                  className={styles.picked}
                  x={MARGIN.left + at * slot}
                  width={slot}
                  y={MARGIN.top}
                  height={HEIGHT - MARGIN.bottom - MARGIN.top}
                />
              )}
              {columns.map((column, i) => {
                let base = 0;
                return column.parts.map((part, j) => {
                  const from = base;
                  base += part;
                  return (
                    <rect
                      key={`${i}-${j}`}
                      className={styles[series[j]!.tone]}
                      x={MARGIN.left + i * slot + (slot * (1 - BAR)) / 2}
                      width={Math.max(1, slot * BAR)}
                      y={y(base)}
                      height={Math.max(0, y(from) - y(base))}
                    />
                  );
                });
              })}
              {goal !== null && (
                <line
                  className={styles.goal}
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y(goal)}
                  y2={y(goal)}
                />
              )}
              <g className={styles.grid}>
                {columns.map(
                  (column, i) =>
                    i % every === 0 && (
                      <text
                        key={column.label}
                        x={MARGIN.left + (i + 0.5) * slot}
                        y={HEIGHT - MARGIN.bottom + 18}
                        textAnchor="middle"
                      >
                        {column.label}
                      </text>
                    ),
                )}
                <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle">
                  {`${unit}s`}
                </text>
              </g>
            </svg>
            <div
              className={styles.picker}
              style={{
                left: MARGIN.left * px,
                top: MARGIN.top * px,
                width: plotWidth * px,
                height: (HEIGHT - MARGIN.bottom - MARGIN.top) * px,
              }}
              role="slider"
              tabIndex={0}
              aria-label={`Choose a ${unit.toLowerCase()}`}
              aria-valuemin={1}
              aria-valuemax={count}
              aria-valuenow={(at ?? count - 1) + 1}
              aria-valuetext={columns[at ?? count - 1]?.say}
              aria-orientation="horizontal"
              onClick={(event) => pickAt(event.clientX, event.currentTarget)}
              onFocus={() => setPicked(at ?? count - 1)}
              onKeyDown={onKeyDown}
            />
          </>
        )}
      </div>
      <p className={styles.readout}>
        {at === null
          ? `Tap a bar, or use the arrow keys on the chart, to see its numbers.`
          : columns[at]!.say}
      </p>
    </figure>
  );
});
