import { useEffect, useRef, useState, type RefObject } from "react";
import styles from "./pinned-answer.module.css";

/** Room left between the pinned answer and a field focused below it. */
const CLEAR_PX = 8;

/** Whether an element is wholly in view, kept up to date as the page scrolls. */
function useWhollyInView(target: RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(entry!.intersectionRatio >= 0.99),
      { threshold: [0, 0.99] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}

/**
 * How far the visible part of the page (the visual viewport) sits below the top of the layout
 * viewport: on a phone whose on-screen keyboard only shrinks the visual viewport, the pinned
 * answer moves down by this much, so it stays at the top of what the student sees.
 */
function useVisualTop() {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setTop(Math.max(0, viewport.offsetTop));
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, []);
  return top;
}

/**
 * The answer's key figure, pinned to the top of the screen while a field of the form is edited
 * and the full answer is out of view, so each key's effect shows without scrolling. Hidden from
 * screen readers: the full answer already reads out once typing pauses. A field focused under it
 * is scrolled clear of it (WCAG 2.4.11).
 */
export function PinnedAnswer({
  text,
  answer,
  within,
}: {
  text: string;
  /** The full answer: while it is wholly in view, nothing is pinned. */
  answer: RefObject<HTMLElement | null>;
  /** The calculator: a focused field in a form inside it pins the answer. */
  within: RefObject<HTMLElement | null>;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const answerInView = useWhollyInView(answer);
  const top = useVisualTop();
  const shown = editing && !answerInView;

  useEffect(() => {
    const root = within.current;
    if (!root) return;
    const keepClear = (field: HTMLElement) => {
      const pinned = bar.current;
      if (!pinned?.hasAttribute("data-shown")) return;
      const covered =
        pinned.getBoundingClientRect().bottom + CLEAR_PX - field.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy(0, -covered);
    };
    // A tap focuses on the press: scrolling before the release would move the field from under
    // the finger and lose the tap, so the page is moved once the pointer is up.
    let pressed = false;
    const onPointerDown = () => (pressed = true);
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target as HTMLElement;
      const inForm = field.closest("form") !== null;
      setEditing(inForm);
      if (!inForm) return;
      const clear = () => requestAnimationFrame(() => keepClear(field));
      if (pressed) addEventListener("pointerup", clear, { once: true });
      else clear();
    };
    const onPointerUp = () => (pressed = false);
    const onFocusOut = () => setEditing(false);
    root.addEventListener("pointerdown", onPointerDown);
    addEventListener("pointerup", onPointerUp);
    addEventListener("pointercancel", onPointerUp);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("pointerdown", onPointerDown);
      removeEventListener("pointerup", onPointerUp);
      removeEventListener("pointercancel", onPointerUp);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [within]);

  return (
    <div
      ref={bar}
      className={styles.pinned}
      data-shown={shown || undefined}
      style={top > 0 ? { transform: `translateY(${top}px)` } : undefined}
      aria-hidden="true"
    >
      <span className={styles.label}>Answer</span> {text}
    </div>
  );
}
