/**
 * Spending against a plan: what a shopping trip cost, what was meant to be spent, and the
 * difference. Worked in whole cents so prices with cents add up exactly.
 */

/** One line of a trip: a price, how many were bought, and whether it was on the plan. */
export type Purchase = {
  readonly price: number;
  readonly quantity: number;
  readonly planned: boolean;
};

export type SpendingSummary = {
  /** What the planned lines cost. */
  readonly planned: number;
  /** What every line cost. */
  readonly spent: number;
  /** How much more was spent than planned. */
  readonly unplanned: number;
};

const cents = (dollars: number) => Math.round(dollars * 100);

/** A line's cost: its price times how many. */
export function lineCost({ price, quantity }: Purchase): number {
  return (cents(price) * quantity) / 100;
}

export function spendingSummary(purchases: readonly Purchase[]): SpendingSummary {
  const total = (lines: readonly Purchase[]) =>
    lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  const planned = total(purchases.filter((line) => line.planned));
  const spent = total(purchases);
  return { planned: planned / 100, spent: spent / 100, unplanned: (spent - planned) / 100 };
}
