/** A square crop of a photo: its centre in image pixels and a zoom (1 = the short side fits). */
export type Crop = { cx: number; cy: number; zoom: number };
export type Size = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The side of the square the crop shows, in image pixels. */
export const cropSide = (image: Size, zoom: number) => Math.min(image.width, image.height) / zoom;

/** Keeps the zoom in range and the square inside the photo, so it is always covered. */
export function clampCrop(image: Size, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(image, zoom) / 2;
  return {
    zoom,
    cx: clamp(crop.cx, half, image.width - half),
    cy: clamp(crop.cy, half, image.height - half),
  };
}

/** The whole short side, centred. */
export const initialCrop = (image: Size): Crop =>
  clampCrop(image, { cx: image.width / 2, cy: image.height / 2, zoom: MIN_ZOOM });

/**
 * Moves the photo by (dx, dy) on screen, in a square view `view` pixels wide: the photo follows
 * the finger, so the crop's centre moves the other way.
 */
export function moveCrop(image: Size, crop: Crop, dx: number, dy: number, view: number): Crop {
  const perPixel = cropSide(image, crop.zoom) / view;
  return clampCrop(image, { ...crop, cx: crop.cx - dx * perPixel, cy: crop.cy - dy * perPixel });
}

export const zoomCrop = (image: Size, crop: Crop, zoom: number): Crop =>
  clampCrop(image, { ...crop, zoom });

/** The part of the photo to draw onto the square canvas. */
export function sourceSquare(image: Size, crop: Crop) {
  const size = cropSide(image, crop.zoom);
  return { x: crop.cx - size / 2, y: crop.cy - size / 2, size };
}

/** Where the photo sits inside the square view, in percent of the view's side. */
export function placement(image: Size, crop: Crop) {
  const { x, y, size } = sourceSquare(image, crop);
  const pct = (n: number) => `${(n / size) * 100}%`;
  return { left: pct(-x), top: pct(-y), width: pct(image.width), height: pct(image.height) };
}
