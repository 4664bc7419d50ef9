/**
 * The little of the 2D canvas API the studio needs, typed here so the scene compiles with or
 * without the DOM library (the server's type check includes these files without it).
 */
export interface Pixels2D {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export interface Context2D {
  globalAlpha: number;
  globalCompositeOperation: string;
  imageSmoothingEnabled: boolean;
  /** A CSS filter such as `blur(4px)`, or `none`. */
  filter: string;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  createImageData(width: number, height: number): Pixels2D;
  getImageData(sx: number, sy: number, sw: number, sh: number): Pixels2D;
  putImageData(pixels: Pixels2D, dx: number, dy: number): void;
  drawImage(image: unknown, dx: number, dy: number, dw?: number, dh?: number): void;
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
}

export interface Canvas2D {
  width: number;
  height: number;
  getContext(kind: '2d', options?: { alpha?: boolean; willReadFrequently?: boolean }): Context2D | null;
  toDataURL(type?: string, quality?: number): string;
}

interface DocumentLike {
  createElement(tag: 'canvas'): Canvas2D;
}

/** An opaque canvas unless `alpha`: pictures with transparent pixels (layers) need one with alpha. */
export function createCanvas2D(alpha = false): { canvas: Canvas2D; context: Context2D } {
  const doc = (globalThis as { document?: DocumentLike }).document;
  if (!doc) throw new Error('the scene needs a browser document');
  const canvas = doc.createElement('canvas');
  const context = canvas.getContext('2d', { alpha });
  if (!context) throw new Error('no 2D canvas context');
  return { canvas, context };
}
