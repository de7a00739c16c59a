import { describe, expect, it } from "vitest";
import { SLIDER_MODELS } from "./slider-models";

describe("slider models", () => {
  it.each(Object.entries(SLIDER_MODELS))(
    "%s: every step gives bars within the scale and a sentence naming the value",
    (_, model) => {
      expect((model.start - model.min) % model.step).toBe(0);
      for (let value = model.min; value <= model.max; value += model.step) {
        const { bars, says } = model.read(value);
        for (const bar of bars) {
          expect(bar.value).toBeGreaterThanOrEqual(0);
          expect(bar.value).toBeLessThanOrEqual(model.scale);
        }
        expect(says).toContain(model.show(value));
      }
    },
  );
});
