/**
 * Buy now pay later: an order split into equal payments, and the most its late fees can come to
 * (a share of the order, never past a cap). Worked in whole cents.
 */
import { toCents, toDollars } from "./cents";

export type BnplTerms = {
  readonly payments: number;
  readonly feeCapPercent: number;
  readonly feeCapMax: number;
};

export function bnplOrder(
  price: number,
  terms: BnplTerms,
): { readonly payment: number; readonly lateFeeCap: number } {
  const cents = toCents(price);
  const shareCap = Math.round((cents * terms.feeCapPercent) / 100);
  return {
    payment: toDollars(Math.round(cents / terms.payments)),
    lateFeeCap: toDollars(Math.min(shareCap, toCents(terms.feeCapMax))),
  };
}
