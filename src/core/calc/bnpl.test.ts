import { describe, expect, it } from "vitest";
import { bnplOrder } from "./bnpl";

const AFTERPAY = { payments: 4, feeCapPercent: 25, feeCapMax: 68 };

describe("a buy now pay later order", () => {
  it("splits $200 into four payments of $50, with late fees capped at a quarter: $50", () => {
    expect(bnplOrder(200, AFTERPAY)).toEqual({ payment: 50, lateFeeCap: 50 });
  });

  it("caps late fees at $68 once a quarter of the order is more than that", () => {
    expect(bnplOrder(272, AFTERPAY).lateFeeCap).toBe(68);
    expect(bnplOrder(600, AFTERPAY)).toEqual({ payment: 150, lateFeeCap: 68 });
  });

  it("rounds a payment and a fee cap to the cent", () => {
    expect(bnplOrder(10.01, AFTERPAY)).toEqual({ payment: 2.5, lateFeeCap: 2.5 });
  });
});
