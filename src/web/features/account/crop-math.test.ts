import { describe, expect, it } from "vitest";
import {
  MAX_ZOOM,
  clampCrop,
  initialCrop,
  moveCrop,
  placement,
  sourceSquare,
  zoomCrop,
} from "./crop-math";

const landscape = { width: 400, height: 200 };
const portrait = { width: 300, height: 600 };

describe("square photo crop", () => {
  it("starts with the whole short side, centred", () => {
    expect(initialCrop(landscape)).toEqual({ cx: 200, cy: 100, zoom: 1 });
    expect(sourceSquare(landscape, initialCrop(landscape))).toEqual({ x: 100, y: 0, size: 200 });
    expect(sourceSquare(portrait, initialCrop(portrait))).toEqual({ x: 0, y: 150, size: 300 });
  });

  it("moves the crop the other way to the finger, scaled from screen to photo pixels", () => {
    // A 100 px view shows 200 photo px at zoom 1: dragging 10 px right shows 20 px further left.
    const moved = moveCrop(landscape, initialCrop(landscape), 10, 0, 100);
    expect(moved.cx).toBe(180);
  });

  it("never moves the square off the photo", () => {
    const far = moveCrop(landscape, initialCrop(landscape), -1000, -1000, 100);
    expect(sourceSquare(landscape, far)).toEqual({ x: 200, y: 0, size: 200 });
    const back = moveCrop(landscape, far, 5000, 0, 100);
    expect(sourceSquare(landscape, back).x).toBe(0);
  });

  it("zooms about the centre, within 1 to the maximum", () => {
    const zoomed = zoomCrop(landscape, initialCrop(landscape), 2);
    expect(sourceSquare(landscape, zoomed)).toEqual({ x: 150, y: 50, size: 100 });
    expect(zoomCrop(landscape, zoomed, 0.2).zoom).toBe(1);
    expect(zoomCrop(landscape, zoomed, 99).zoom).toBe(MAX_ZOOM);
  });

  it("pulls the centre back inside when zooming out near an edge", () => {
    const edge = clampCrop(landscape, { cx: 390, cy: 190, zoom: 4 });
    expect(edge).toEqual({ cx: 375, cy: 175, zoom: 4 });
    expect(zoomCrop(landscape, edge, 1)).toEqual({ cx: 300, cy: 100, zoom: 1 });
  });

  it("places the photo in the view in percent of the view's side", () => {
    expect(placement(landscape, initialCrop(landscape))).toEqual({
      left: "-50%",
      top: "0%",
      width: "200%",
      height: "100%",
    });
  });
});
