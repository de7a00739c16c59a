import { describe, expect, it } from "vitest";

// Decision 0070: an entrance animation that holds its last frame (fill `forwards` or `both`) stays
// in effect for as long as the page is open, and Chromium keeps its element on a composited
// layer of its own; every frame after, a tap's included, pays for those layers. The page, the sky
// and the missions' drawings are on screen while a student taps, and each of their animations
// ends where the element rests anyway, so none may hold its last frame.
const SHEETS = import.meta.glob<string>(
  ["./page.module.css", "./star-field.module.css", "../features/mission-player/art/*.module.css"],
  { query: "?raw", import: "default", eager: true },
);

/** The `animation` shorthands and fill modes in a style sheet that hold the last frame. */
function heldAnimations(css: string): string[] {
  return (css.match(/\banimation(?:-fill-mode)?:[^;]*;/g) ?? []).filter((a) =>
    /\b(?:both|forwards)\b/.test(a),
  );
}

describe("animations on screen while a student taps", () => {
  it("finds a held animation in a style sheet's text", () => {
    const css = ".a { animation: drop 1s ease-out both; } .b { animation: fly 1s backwards; }";
    expect(heldAnimations(css)).toEqual(["animation: drop 1s ease-out both;"]);
    expect(heldAnimations(".c { animation: go 2s 0.3s forwards; }")).toHaveLength(1);
    expect(heldAnimations(".d { animation-fill-mode: both; }")).toHaveLength(1);
  });

  it("reads the page's, the sky's and every mission drawing's style sheet", () => {
    expect(Object.keys(SHEETS)).toHaveLength(11);
    for (const css of Object.values(SHEETS)) expect(css).toMatch(/\banimation:/);
  });

  it.each(Object.keys(SHEETS))("%s holds no animation's last frame", (file) => {
    expect(heldAnimations(SHEETS[file] ?? "")).toEqual([]);
  });
});
