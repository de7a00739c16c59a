import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `ms`; `initial` until it first moves from where it
 * started. What a live region should say: a screen reader hears a result once typing pauses,
 * not after each key, and nothing on opening.
 */
export function useSettled<T>(value: T, ms: number, initial: T): T {
  const [start] = useState(value);
  const [settled, setSettled] = useState(initial);
  const untouched = value === start && settled === initial;
  useEffect(() => {
    if (untouched) return;
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms, untouched]);
  return settled;
}
