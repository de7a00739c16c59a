import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Dots } from "./dots";
import { useSwipe } from "./use-swipe";
import { afterNextFrame } from "../lib/after-next-frame";
import styles from "./carousel.module.css";

type CarouselProps = {
  slides: readonly ReactNode[];
  /** The carousel's accessible name, e.g. "Budgeting missions". */
  label: string;
  /** Controlled index; leave unset to let the carousel keep its own. */
  index?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  /** Slide speed in ms (spec section 2: 200 in slides, 400 in the mission list). */
  speed?: number;
  /** Space between slides in px. */
  gap?: number;
  /** What one slide is called, for the buttons and dots ("slide", "page"). */
  noun?: string;
  /** The furthest slide that can be reached yet (a quiz not yet answered stops the way). */
  last?: number;
  /**
   * The controls in a bar fixed at the foot of the screen, the position as "4 of 11" with a
   * progress bar: the way on is always under the thumb, however long the slide.
   */
  bar?: boolean;
  /** With the bar: on the last slide, Next becomes Finish and calls this. */
  onFinish?: () => void;
};

const clamp = (i: number, total: number) => Math.min(Math.max(i, 0), Math.max(total - 1, 0));

/** Arrow keys belong to text fields and sliders while they have focus. */
function ownsArrows(target: EventTarget) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * The fixed bar's height, measured, for the page's scroll padding and the room left under the
 * carousel: with text spacing "Page N of M" takes two lines and the bar grows, and focus or a
 * box scrolled into view must still stop above it (WCAG 2.4.11).
 */
function useBarHeight(bar: RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const box = bar.current;
    if (!box) return;
    const html = document.documentElement;
    const seen = new ResizeObserver(() =>
      html.style.setProperty("--bar-height", `${box.offsetHeight}px`),
    );
    seen.observe(box);
    return () => {
      seen.disconnect();
      html.style.removeProperty("--bar-height");
    };
  }, [bar, shown]);
}

/**
 * A slide carousel: swipe (100 px or more), Left/Right arrow keys while it has focus, visible
 * Previous and Next buttons (swiping is never the only way, WCAG 2.5.7) and dots underneath.
 * Slides out of view are inert, so screen readers and Tab skip them, and only the slides next to
 * the one in view are drawn at all: a long mission is not a page of fourteen to lay out, hydrate
 * and keep. Even those wait until the carousel is on screen: a prerendered page carries only the
 * slide in view, the smaller for the first screen, and they follow in a transition that yields to
 * the student. Reduced motion and the Animation setting make the slide change instant (global.css).
 */
export function Carousel({
  slides,
  label,
  index,
  defaultIndex = 0,
  onChange,
  speed = 200,
  gap = 100,
  noun = "slide",
  last: given,
  bar = false,
  onFinish,
}: CarouselProps) {
  const [own, setOwn] = useState(defaultIndex);
  const [reach, setReach] = useState(0);
  useEffect(() => startTransition(() => setReach(1)), []);
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const barBox = useRef<HTMLDivElement>(null);
  useBarHeight(barBox, bar ?? false);
  const total = slides.length;
  const current = clamp(index ?? own, total);
  const last = Math.min(given ?? total - 1, total - 1);

  // The slide a tap turns to, shown by the position and dots until the turn itself is drawn; a
  // second tap before then turns on from it.
  const [turning, setTurning] = useState<number | null>(null);
  const shown = turning ?? current;
  // Turns tapped and not yet made, and the address they were tapped on (a turn moves it along).
  const turnsToCome = useRef(0);
  const address = useRef("");
  const go = (to: number) => {
    const next = Math.min(clamp(to, total), Math.max(last, shown));
    if (next === shown) return;
    // Focus inside the slide that is leaving would be lost when it turns inert: keep it here.
    if (track.current?.contains(document.activeElement)) root.current?.focus();
    setTurning(next);
    if (turnsToCome.current++ === 0) address.current = window.location.href;
    afterNextFrame(() => {
      turnsToCome.current--;
      setTurning((later) => (later === next ? null : later));
      // Left for another address in between (a link tapped right after Next): the turn would
      // take the student back to the page they left, so it is dropped.
      if (window.location.href !== address.current) return;
      if (index === undefined) setOwn(next);
      onChange?.(next);
      address.current = window.location.href;
    });
  };
  const swipe = useSwipe({
    onSwipeLeft: () => go(shown + 1),
    onSwipeRight: () => go(shown - 1),
  });

  if (total <= 1) return <div className={styles.single}>{slides[0]}</div>;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || ownsArrows(event.target)) return;
    if (event.key === "ArrowLeft") go(shown - 1);
    else if (event.key === "ArrowRight") go(shown + 1);
    else return;
    event.preventDefault();
  };
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  // "Page 9 of 12" may break only in the middle: with wider text spacing on a narrow screen it
  // takes two lines rather than running under Next (WCAG 1.4.12).
  const position = `${Noun}\u00a0${shown + 1} of\u00a0${total}`;

  return (
    <section
      ref={root}
      className={bar ? `${styles.carousel} ${styles.withBar}` : styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} {...swipe} onDragStart={(e) => e.preventDefault()}>
        <div
          ref={track}
          className={styles.track}
          style={{
            gap: `${gap}px`,
            transform: `translateX(calc(${-current} * (100% + ${gap}px)))`,
            transitionDuration: `${speed}ms`,
          }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={noun}
              aria-label={`${i + 1} of ${total}`}
              inert={i !== current}
            >
              {Math.abs(i - current) <= reach && slide}
            </div>
          ))}
        </div>
      </div>
      {bar ? (
        <div ref={barBox} className={styles.bar}>
          <div className={styles.barInner}>
            <Arrow
              label={`Previous ${noun}`}
              disabled={shown === 0}
              onClick={() => go(shown - 1)}
            />
            <div className={styles.position}>
              <p aria-live="polite">{position}</p>
              <span className={styles.progress} aria-hidden="true">
                <span style={{ transform: `scaleX(${(shown + 1) / total})` }} />
              </span>
            </div>
            {onFinish && shown === total - 1 ? (
              <Arrow next words="Finish" label="Finish" disabled={false} onClick={onFinish} />
            ) : (
              <Arrow
                next
                words="Next"
                label={`Next ${noun}`}
                disabled={shown >= last}
                onClick={() => go(shown + 1)}
              />
            )}
          </div>
        </div>
      ) : (
        <>
          <p className="visually-hidden" aria-live="polite">
            {position}
          </p>
          <div className={styles.controls}>
            <Arrow
              label={`Previous ${noun}`}
              disabled={shown === 0}
              onClick={() => go(shown - 1)}
            />
            <Dots index={shown} total={total} onChange={go} noun={noun} last={last} />
            <Arrow
              next
              label={`Next ${noun}`}
              disabled={shown >= last}
              onClick={() => go(shown + 1)}
            />
          </div>
        </>
      )}
    </section>
  );
}

type ArrowProps = {
  next?: boolean;
  /** Says "Next" (or "Finish") in words too: the biggest target under the thumb. */
  words?: string;
  /** Its accessible name: "Next page", "Previous slide", "Finish". */
  label: string;
  disabled: boolean;
  onClick: () => void;
};

/**
 * A Previous or Next button. A double tap turns one page: the browser counts a second tap at the
 * same spot within its double-click time as the same gesture (`detail` 2), and it is let go.
 */
function Arrow({ next = false, words, label, disabled, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      className={next ? `${styles.arrow} ${styles.next}` : styles.arrow}
      aria-label={label}
      aria-disabled={disabled}
      onClick={(event) => event.detail < 2 && onClick()}
    >
      {words && <span className={styles.nextWord}>{words}</span>}
      <Chevron />
    </button>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
