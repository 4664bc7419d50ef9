import {
  drawScreenshot,
  SCREENSHOT_SIZE,
  type ScreenshotCanvas,
  type ScreenshotContext,
} from './vehicleScreenshot.js';

/** The natural size of a picture. */
export interface FrameSize {
  width: number;
  height: number;
}

/**
 * What part of the live picture the square screenshot shows: the largest centred square (a cover
 * crop), and whether it is turned a quarter clockwise.
 */
export interface ScreenshotPlan {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  rotation: 0 | 90;
}

/**
 * The centred square of the frame. On a phone held upright the renderer's picture can arrive on
 * its side (taller than wide, the vehicle standing on end): then the square turns a quarter so that
 * the vehicle lies the right way. A landscape frame is never turned: its vehicle already lies right.
 */
export function screenshotPlan(frame: FrameSize, portraitPhone: boolean): ScreenshotPlan {
  const side = Math.min(frame.width, frame.height);
  return {
    sx: (frame.width - side) / 2,
    sy: (frame.height - side) / 2,
    sw: side,
    sh: side,
    rotation: portraitPhone && frame.height > frame.width ? 90 : 0,
  };
}

/**
 * The download's name from the brand and the model ('KTM', 'KTM 390 DUKE' -> KTM-390-DUKE-screenshot.png):
 * the brand once, letters and digits only, words joined by hyphens.
 */
export function screenshotFileName(brand: string, modelName: string): string {
  const model = modelName.trim();
  const named = model.toLowerCase().startsWith(brand.trim().toLowerCase()) ? model : `${brand} ${model}`;
  const words = named
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  return `${[...words, 'screenshot'].join('-')}.png`;
}

/** The natural size of what the live view shows: a video, a canvas or a decoded frame. */
export function frameSizeOf(source: CanvasImageSource): FrameSize | null {
  const sized = source as Partial<{
    videoWidth: number;
    videoHeight: number;
    naturalWidth: number;
    naturalHeight: number;
    width: number | { baseVal: { value: number } };
    height: number | { baseVal: { value: number } };
  }>;
  const width = sized.videoWidth || sized.naturalWidth || (typeof sized.width === 'number' ? sized.width : 0);
  const height =
    sized.videoHeight || sized.naturalHeight || (typeof sized.height === 'number' ? sized.height : 0);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The part of a 2D context that draws the turned square. */
type FrameContext = Pick<CanvasRenderingContext2D, 'translate' | 'rotate' | 'drawImage'>;

/** Draws the plan's square of the frame onto a square canvas of `size`, turned as the plan says. */
export function drawFrameSquare(
  context: FrameContext,
  source: CanvasImageSource,
  plan: ScreenshotPlan,
  size: number = SCREENSHOT_SIZE,
): void {
  if (plan.rotation !== 0) {
    context.translate(size / 2, size / 2);
    context.rotate((plan.rotation * Math.PI) / 180);
    context.translate(-size / 2, -size / 2);
  }
  context.drawImage(source, plan.sx, plan.sy, plan.sw, plan.sh, 0, 0, size, size);
}

type SquareCanvas = Omit<ScreenshotCanvas, 'getContext'> & {
  getContext(kind: '2d'): (ScreenshotContext & FrameContext) | null;
};

/**
 * The 1080 x 1080 PNG of the live picture, as a data URL: the centred square (turned on a phone
 * held upright where needed), then the brand's copyright line on the band the 2D screenshot has.
 */
export function captureStreamScreenshot(
  source: CanvasImageSource,
  copyright: string,
  portraitPhone: boolean,
  createCanvas: () => SquareCanvas = () => document.createElement('canvas') as unknown as SquareCanvas,
): string {
  const frame = frameSizeOf(source);
  if (!frame) throw new Error('screenshot: the live picture has no size yet');
  const square = createCanvas();
  square.width = SCREENSHOT_SIZE;
  square.height = SCREENSHOT_SIZE;
  const squareContext = square.getContext('2d');
  const output = createCanvas();
  output.width = SCREENSHOT_SIZE;
  output.height = SCREENSHOT_SIZE;
  const outputContext = output.getContext('2d');
  if (!squareContext || !outputContext) throw new Error('screenshot: the browser offers no 2D canvas');
  drawFrameSquare(squareContext, source, screenshotPlan(frame, portraitPhone));
  const layer = {
    source: square as unknown as CanvasImageSource,
    width: SCREENSHOT_SIZE,
    height: SCREENSHOT_SIZE,
  };
  drawScreenshot(outputContext, [layer], copyright);
  return output.toDataURL('image/png');
}

/** Hands a data URL to the browser as a download with the given name. */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
}
