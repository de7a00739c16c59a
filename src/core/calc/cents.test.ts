import { describe, expect, it } from "vitest";
import {
  MAX_AMOUNT,
  bounded,
  perYear,
  roundCents,
  smallestWhole,
  toCents,
  toDollars,
} from "./cents";

describe("whole cents", () => {
  it("rounds halves up even when binary floating point stores them a hair under", () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(toCents(1.005)).toBe(101);
    expect(roundCents(100.49999999999999)).toBe(101);
    expect(roundCents(100.4999)).toBe(100);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(3227)).toBe(32.27);
  });

  it("turns blank, zero and negative inputs into 0 and huge ones into the limit", () => {
    expect([NaN, 0, -3].map((value) => bounded(value, MAX_AMOUNT))).toEqual([0, 0, 0]);
    expect(bounded(Infinity, MAX_AMOUNT)).toBe(MAX_AMOUNT);
    expect(bounded(12.5, MAX_AMOUNT)).toBe(12.5);
    expect([NaN, 0, 12, 12.4, 1e9].map(perYear)).toEqual([1, 1, 12, 12, 365]);
  });
});

describe("smallestWhole", () => {
  const from = (answer: number) => {
    const tries: number[] = [];
    const enough = (n: number) => (tries.push(n), n >= answer);
    return { enough, tries };
  };

  it("finds the answer in two tries when the estimate is right", () => {
    const { enough, tries } = from(3227);
    expect(smallestWhole(3226.72, [1, 1e6], enough)).toBe(3227);
    expect(tries).toHaveLength(2);
  });

  it("finds a far answer in a few dozen tries, up or down, and never goes under the floor", () => {
    for (const [estimate, answer] of [
      [5, 1e11],
      [1e11, 7],
    ]) {
      const { enough, tries } = from(answer as number);
      expect(smallestWhole(estimate as number, [1, 1e12], enough)).toBe(answer);
      expect(tries.length).toBeLessThanOrEqual(80);
    }
    const { enough, tries } = from(-50);
    expect(smallestWhole(900, [10, 1000], enough)).toBe(10);
    expect(Math.min(...tries)).toBe(10);
  });

  it("stops at the ceiling, so a search that is never enough still ends", () => {
    const { enough, tries } = from(Infinity);
    expect(smallestWhole(5, [1, 1e12], enough)).toBe(1e12);
    expect(tries.length).toBeLessThanOrEqual(80);
  });
});
