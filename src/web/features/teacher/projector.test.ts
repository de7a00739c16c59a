import { describe, expect, it } from "vitest";
import { initials, shownNames } from "./projector";

describe("projector names", () => {
  it("takes the first letters of a name's first and last words", () => {
    expect(initials("Aroha Te Ao")).toBe("AA");
    expect(initials("  mere  ")).toBe("M");
    expect(initials("ōtautahi kid")).toBe("ŌK");
    expect(initials("   ")).toBe("?");
  });

  it("shows names as they are with projector mode off", () => {
    const shown = shownNames([{ uid: "u1", name: "Aroha Test" }], false);
    expect(shown.get("u1")).toBe("Aroha Test");
  });

  it("shows initials with projector mode on, numbered when two students share them", () => {
    const shown = shownNames(
      [
        { uid: "u1", name: "Aroha Test" },
        { uid: "u2", name: "Mere Ngata" },
        { uid: "u3", name: "Anaru Tane" },
      ],
      true,
    );
    expect([...shown.values()]).toEqual(["AT 1", "AT 2", "MN"]);
    expect(shown.get("u3")).toBe("AT 2");
  });
});
