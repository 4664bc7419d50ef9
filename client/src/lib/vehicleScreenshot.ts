import { layoutUrlOf, parseImageLayout } from './imageLayout.js';

/** The screenshot canvas of the specification: 1080 by 1080 pixels. */
export const SCREENSHOT_SIZE = 1080;
/** The dark band along the bottom that carries the copyright line. */
const BAND_HEIGHT = 64;
const TEXT_INSET = 36;

/** A picture to draw with its natural size (an HTMLImageElement once loaded, or a test's stand-in). */
export interface ScreenshotLayer {
  source: CanvasImageSource;
  width: number;
  height: number;
}

/** The part of a 2D canvas context the screenshot uses. */
export type ScreenshotContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textAlign' | 'textBaseline' | 'fillRect' | 'drawImage' | 'fillText'
>;

export interface ScreenshotCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): ScreenshotContext | null;
  toDataURL(type: 'image/png'): string;
}

/**
 * Draws the vehicle's layers (backdrop first) fitted into the square and centred, then the brand's
 * copyright line with the year on a dark band along the bottom, readable on any backdrop.
 */
export function drawScreenshot(
  context: ScreenshotContext,
  layers: readonly ScreenshotLayer[],
  copyright: string,
  size: number = SCREENSHOT_SIZE,
): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  for (const layer of layers) {
    if (layer.width <= 0 || layer.height <= 0) continue;
    const scale = Math.min(size / layer.width, size / layer.height);
    const width = layer.width * scale;
    const height = layer.height * scale;
    context.drawImage(layer.source, (size - width) / 2, (size - height) / 2, width, height);
  }
  context.fillStyle = 'rgba(0, 0, 0, 0.6)';
  context.fillRect(0, size - BAND_HEIGHT, size, BAND_HEIGHT);
  context.fillStyle = '#ffffff';
  context.font = '600 26px Arial, Helvetica, sans-serif';
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  context.fillText(copyright, size - TEXT_INSET, size - BAND_HEIGHT / 2);
}

/** The footer's copyright line of the brand with the given year ('© 2025 KTM Sportmotorcycle GmbH'). */
export function copyrightLine(
  translate: (key: 'footer.copyright', options: { year: number }) => string,
  now: Date = new Date(),
): string {
  return translate('footer.copyright', { year: now.getFullYear() });
}

interface ScreenshotDependencies {
  createCanvas(): ScreenshotCanvas;
  loadImage(url: string): Promise<ScreenshotLayer>;
  fetch: typeof fetch;
}

function loadBrowserImage(url: string): Promise<ScreenshotLayer> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`screenshot layer ${url} could not be loaded`));
    image.src = url;
  });
}

const browser: ScreenshotDependencies = {
  createCanvas: () => document.createElement('canvas') as ScreenshotCanvas,
  loadImage: loadBrowserImage,
  // Called through globalThis: fetch on another object fails in browsers ('Illegal invocation').
  fetch: (...args) => globalThis.fetch(...args),
};

/** The layers of a rendered image as its layout names them; the image itself where it has none. */
async function layerUrls(imageUrl: string, fetchLayout: typeof fetch): Promise<string[]> {
  try {
    const response = await fetchLayout(layoutUrlOf(imageUrl), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseImageLayout(await response.json()).Layers.map((layer) => layer.Url);
  } catch (error) {
    console.warn('screenshot: no layout for the image, drawing it as it is', error);
    return [imageUrl];
  }
}

/**
 * A 1080 x 1080 PNG of the vehicle image (its layers, as the image viewer stacks them) with the
 * copyright line, as a data URL. The images come from this server, so the canvas stays readable.
 */
export async function captureVehicleScreenshot(
  imageUrl: string,
  copyright: string,
  dependencies: ScreenshotDependencies = browser,
): Promise<string> {
  const urls = await layerUrls(imageUrl, dependencies.fetch);
  const layers = await Promise.all(urls.map((url) => dependencies.loadImage(url)));
  const canvas = dependencies.createCanvas();
  canvas.width = SCREENSHOT_SIZE;
  canvas.height = SCREENSHOT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('screenshot: the browser offers no 2D canvas');
  drawScreenshot(context, layers, copyright);
  return canvas.toDataURL('image/png');
}
