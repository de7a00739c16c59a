/**
 * Test support for the money maths' property tests: a seeded generator (mulberry32), so every
 * run checks the same many generated inputs and a failure can be replayed.
 */

/** Numbers in [0, 1) from a seed, the same sequence every run. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator of whole cents (as dollars), whole counts and choices for one seeded run. */
export function generator(seed: number) {
  const next = seeded(seed);
  return {
    /** Dollars with cents from `min` to `max`. */
    dollars: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100,
    /** A whole number from `min` to `max`. */
    whole: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One of `options`. */
    pick: <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)] as T,
    /** A percentage to two decimal places from 0 to `max`, exactly 0 about one time in eight. */
    percent: (max: number) => (next() < 0.125 ? 0 : Math.round(next() * max * 100) / 100),
  };
}
