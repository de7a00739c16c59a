import { useEffect, useRef } from "react";
import type { Mission } from "../../../core/content/schema";
import { pageVisit } from "../../../core/progress/journey";
import { recordLocal } from "../../lib/local-progress";

type KeepVisitsProps = {
  mission: Mission;
  /** The page shown. */
  index: number;
  furthest: number;
  /** Whether the student may see this page is known (decision 0022): only then are visits kept. */
  settled: boolean;
};

/**
 * Each page shown is kept once: a page shown before it is known whether the student may see it
 * (a prerendered page, and any they moved on to) once that is known, if they may. (On a page they
 * may not see, they are sent elsewhere first, and nothing is recorded.) Apart from the player, so
 * that its becoming known does not draw the mission again (decision 0064).
 */
export function KeepVisits({ mission, index, furthest, settled }: KeepVisitsProps) {
  const shown = useRef(new Set<number>());
  const kept = useRef(new Set<number>());
  useEffect(() => {
    shown.current.add(index);
    if (!settled) return;
    for (const page of shown.current) {
      if (page > furthest || kept.current.has(page)) continue;
      kept.current.add(page);
      void recordLocal(pageVisit(mission, page));
    }
    shown.current.clear();
  }, [mission, index, settled, furthest]);
  return null;
}
