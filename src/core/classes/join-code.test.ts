import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, codeFromBytes, displayCode, normaliseCode } from "./join-code";

describe("join codes", () => {
  it("has 32 characters with no I, L, O or U", () => {
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it("reads a typed code whatever its case, spaces and hyphens", () => {
    expect(normaliseCode(" 7kq2 m9xz ")).toBe("7KQ2M9XZ");
    expect(normaliseCode("7kq2-m9xz")).toBe("7KQ2M9XZ");
  });

  it("reads look-alike letters as the digits they look like", () => {
    expect(normaliseCode("OIL0 ABCD")).toBe("0110ABCD");
  });

  it("refuses a code of the wrong length or with a U", () => {
    expect(normaliseCode("7KQ2M9X")).toBeNull();
    expect(normaliseCode("7KQ2M9XZ1")).toBeNull();
    expect(normaliseCode("7KQ2M9XU")).toBeNull();
  });

  it("makes codes of the alphabet that normalise to themselves", () => {
    const code = codeFromBytes(Uint8Array.from([0, 31, 32, 255, 10, 17, 100, 200]));
    expect(code).toBe("0Z0ZAH48");
    expect(normaliseCode(code)).toBe(code);
    expect(displayCode(code)).toBe("0Z0Z AH48");
  });
});
