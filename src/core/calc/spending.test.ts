import { describe, expect, it } from "vitest";
import { FIGURES } from "../content/figures";
import { lineCost, spendingSummary, type Purchase } from "./spending";

const line = (price: number, quantity = 1, planned = false): Purchase => ({
  price,
  quantity,
  planned,
});

describe("spending against a plan", () => {
  it("costs a line as its price times how many were bought", () => {
    expect(lineCost(line(7, 2))).toBe(14);
    expect(lineCost(line(0.1, 3))).toBe(0.3);
  });

  it("adds the planned lines, every line, and the difference, exactly to the cent", () => {
    const trip = [line(0.1, 1, true), line(0.2, 1, true), line(0.7, 3)];
    expect(spendingSummary(trip)).toEqual({ planned: 0.3, spent: 2.4, unplanned: 2.1 });
  });

  it("gives nothing unplanned when only planned lines were bought, and zeros for no trip", () => {
    expect(spendingSummary([line(90, 1, true)])).toEqual({ planned: 90, spent: 90, unplanned: 0 });
    expect(spendingSummary([])).toEqual({ planned: 0, spent: 0, unplanned: 0 });
  });

  it("works the Unnecessary spending trip out to the spec's $130 planned, $424 spent, $294 more", () => {
    expect(FIGURES.exampleTripTeas.value).toBe(14);
    expect(FIGURES.exampleTripPlanned.value).toBe(130);
    expect(FIGURES.exampleTripSpent.value).toBe(424);
    expect(FIGURES.exampleTripOver.value).toBe(294);
    expect(FIGURES.exampleTripShoesOff.value).toBe(50);
  });
});
