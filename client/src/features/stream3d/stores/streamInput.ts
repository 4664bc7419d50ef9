/**
 * Input of the live view as the stream protocol wants it: pure geometry, tested on its own.
 */

/**
 * Where a point of the element falls in the picture drawn with `object-fit: cover` (0..1 each way);
 * null outside it or before the picture has a size.
 */
export function coverPoint(
  x: number,
  y: number,
  elementWidth: number,
  elementHeight: number,
  pictureWidth: number,
  pictureHeight: number,
): { x: number; y: number } | null {
  if (pictureWidth <= 0 || pictureHeight <= 0 || elementWidth <= 0 || elementHeight <= 0) return null;
  const scale = Math.max(elementWidth / pictureWidth, elementHeight / pictureHeight);
  const shownWidth = pictureWidth * scale;
  const shownHeight = pictureHeight * scale;
  const px = (x - (elementWidth - shownWidth) / 2) / shownWidth;
  const py = (y - (elementHeight - shownHeight) / 2) / shownHeight;
  if (px < 0 || px > 1 || py < 0 || py > 1) return null;
  return { x: Math.round(px * 1000) / 1000, y: Math.round(py * 1000) / 1000 };
}

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** A pinch: fingers apart zoom in (negative delta), together zoom out; 100 px is one step. */
export function pinchDelta(before: Point, after: Point, other: Point): number {
  return Math.round(((distance(before, other) - distance(after, other)) / 100) * 100) / 100;
}

/** One wheel notch (100 px, 3 lines, or a page) is one step; away from the user zooms out. */
export function wheelDelta(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 100 : deltaY;
  return Math.max(-5, Math.min(5, Math.round((pixels / 100) * 100) / 100));
}
