import { useRef, type MouseEvent, type PointerEvent } from "react";

/** Spec section 9: a swipe is 100 px or more sideways; anything shorter counts as a tap. */
export const SWIPE_THRESHOLD = 100;

type SwipeHandlers = { onSwipeLeft?: () => void; onSwipeRight?: () => void };

/**
 * Pointer handlers to spread on an element (touch, pen and mouse alike). A short movement is
 * left to the element's own click, which keyboards and screen readers trigger too; the click
 * that ends a swipe is swallowed so a swipe never also counts as a tap.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: SwipeHandlers) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) < SWIPE_THRESHOLD) return;
      swiped.current = true;
      if (dx > 0) onSwipeRight?.();
      else onSwipeLeft?.();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
