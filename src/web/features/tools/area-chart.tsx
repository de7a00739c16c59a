import { AreaClosed } from "@visx/shape";
import { scaleLinear } from "@visx/scale";
import { memo, useId, useLayoutEffect, useRef, useState } from "react";
import { formatNZD } from "../../../core/format/money";
import styles from "./area-chart.module.css";

export type Point = { x: number; y: number };
/** One filled area; `tone` picks its theme colour (area-chart.module.css). */
export type Series = { label: string; tone: "balance" | "deposits" | "interest"; points: Point[] };

type AreaChartProps = {
  title: string;
  /** The chart in words: what a screen reader hears for the picture. */
  description: string;
  /** Areas drawn in order, so the later ones sit in front. */
  series: Series[];
  xLabel: string;
};

/** In the drawing's own px: px at the default text size, scaled up with a projector's text. */
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 72 };

/**
 * The width of an element, kept up to date as the screen turns or resizes, and the size of a
 * px of the drawing: 1 at the default text size, more on a projector (decision 0044).
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

/**
 * Money over time as filled areas (visx), in the theme's colours. A still picture: it never
 * animates. Its title and description name it for screen readers, and the table after it holds
 * every number.
 */
export const AreaChart = memo(function AreaChart({
  title,
  description,
  series,
  xLabel,
}: AreaChartProps) {
  const id = useId();
  const [box, { width: wide, unit }] = useWidth();
  // The drawing's width in its own px; the viewBox scales it to the box.
  const width = wide / unit;
  const all = series.flatMap((s) => s.points);
  const x = scaleLinear({
    domain: [0, Math.max(1e-9, ...all.map((p) => p.x))],
    range: [MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)],
  });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...all.map((p) => p.y))],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const narrow = width < 480;
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
      </ul>
      <div ref={box} className={styles.box}>
        {width > 0 && (
          <svg
            width={wide}
            height={HEIGHT * unit}
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
            {series.map((s) => (
              <AreaClosed<Point>
                key={s.label}
                className={styles[s.tone]}
                data={s.points}
                x={(p) => x(p.x)}
                y={(p) => y(p.y)}
                yScale={y}
              />
            ))}
            <g className={styles.grid}>
              {x
                .ticks(narrow ? 4 : 8)
                .filter(Number.isInteger)
                .map((tick) => (
                  <text key={tick} x={x(tick)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle">
                    {tick}
                  </text>
                ))}
              <text x={(MARGIN.left + width - MARGIN.right) / 2} y={HEIGHT - 4} textAnchor="middle">
                {xLabel}
              </text>
            </g>
          </svg>
        )}
      </div>
    </figure>
  );
});
