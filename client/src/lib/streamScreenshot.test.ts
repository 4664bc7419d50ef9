import { describe, expect, it } from 'vitest';
import {
  captureStreamScreenshot,
  drawFrameSquare,
  frameSizeOf,
  screenshotFileName,
  screenshotPlan,
} from './streamScreenshot.js';

describe('the screenshot’s square', () => {
  it('crops a landscape frame to its centred square', () => {
    expect(screenshotPlan({ width: 1920, height: 1080 }, false)).toEqual({
      sx: 420,
      sy: 0,
      sw: 1080,
      sh: 1080,
      rotation: 0,
    });
    expect(screenshotPlan({ width: 960, height: 540 }, false)).toEqual({
      sx: 210,
      sy: 0,
      sw: 540,
      sh: 540,
      rotation: 0,
    });
  });

  it('never turns a landscape frame, whose vehicle already lies right, even on an upright phone', () => {
    expect(screenshotPlan({ width: 960, height: 540 }, true).rotation).toBe(0);
  });

  it('turns a frame that arrives on its side on an upright phone, cropped to its centre', () => {
    expect(screenshotPlan({ width: 540, height: 960 }, true)).toEqual({
      sx: 0,
      sy: 210,
      sw: 540,
      sh: 540,
      rotation: 90,
    });
    expect(screenshotPlan({ width: 540, height: 960 }, false).rotation).toBe(0);
  });

  it('draws the square onto the whole canvas, turned about its middle when the plan says', () => {
    const calls: unknown[][] = [];
    const context = {
      translate: (...args: unknown[]) => calls.push(['translate', ...args]),
      rotate: (...args: unknown[]) => calls.push(['rotate', ...args]),
      drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args.slice(1)]),
    } as unknown as Parameters<typeof drawFrameSquare>[0];
    const source = {} as CanvasImageSource;
    drawFrameSquare(context, source, screenshotPlan({ width: 1920, height: 1080 }, false));
    expect(calls).toEqual([['drawImage', 420, 0, 1080, 1080, 0, 0, 1080, 1080]]);
    calls.length = 0;
    drawFrameSquare(context, source, screenshotPlan({ width: 1080, height: 1920 }, true));
    expect(calls).toEqual([
      ['translate', 540, 540],
      ['rotate', Math.PI / 2],
      ['translate', -540, -540],
      ['drawImage', 0, 420, 1080, 1080, 0, 0, 1080, 1080],
    ]);
  });
});

describe('the live picture’s size', () => {
  it('is a video’s, a canvas’s or a decoded frame’s own; none before the first frame', () => {
    expect(frameSizeOf({ videoWidth: 960, videoHeight: 540, width: 300, height: 150 } as never)).toEqual({
      width: 960,
      height: 540,
    });
    expect(frameSizeOf({ width: 800, height: 450 } as never)).toEqual({ width: 800, height: 450 });
    expect(frameSizeOf({ videoWidth: 0, videoHeight: 0, width: 0, height: 0 } as never)).toBeNull();
  });
});

describe('capturing the live picture', () => {
  it('draws the square, then the copyright band on a 1080 canvas, and exports a PNG', () => {
    const log: string[] = [];
    const canvas = (name: string) => ({
      width: 0,
      height: 0,
      getContext: () => ({
        fillStyle: '',
        font: '',
        textAlign: 'start',
        textBaseline: 'alphabetic',
        translate: () => log.push(`${name} translate`),
        rotate: () => log.push(`${name} rotate`),
        fillRect: () => log.push(`${name} fillRect`),
        drawImage: (...args: unknown[]) => log.push(`${name} drawImage ${args.slice(1).join(',')}`),
        fillText: (text: string) => log.push(`${name} text ${text}`),
      }),
      toDataURL: (type: string) => `data:${type};${name}`,
    });
    const made = ['square', 'output'].map(canvas);
    let next = 0;
    const picture = captureStreamScreenshot(
      { videoWidth: 1920, videoHeight: 1080 } as never,
      '© 2025 KTM Sportmotorcycle GmbH',
      false,
      () => made[next++] as never,
    );
    expect(picture).toBe('data:image/png;output');
    expect(made.map((made) => [made.width, made.height])).toEqual([
      [1080, 1080],
      [1080, 1080],
    ]);
    expect(log).toEqual([
      'square drawImage 420,0,1080,1080,0,0,1080,1080',
      'output fillRect',
      'output drawImage 0,0,1080,1080',
      'output fillRect',
      'output text © 2025 KTM Sportmotorcycle GmbH',
    ]);
  });

  it('refuses a picture without a size', () => {
    expect(() => captureStreamScreenshot({ videoWidth: 0, videoHeight: 0 } as never, '©', false)).toThrow(
      /no size/,
    );
  });
});

describe('the screenshot’s file name', () => {
  it('is built from the brand and the model, the brand once', () => {
    expect(screenshotFileName('KTM', '390 DUKE')).toBe('KTM-390-DUKE-screenshot.png');
    expect(screenshotFileName('KTM', 'KTM 390 DUKE')).toBe('KTM-390-DUKE-screenshot.png');
    expect(screenshotFileName('Husqvarna', 'Vitpilen 401 (2024)')).toBe(
      'Husqvarna-Vitpilen-401-2024-screenshot.png',
    );
  });

  it('keeps letters and digits only, so the name is safe on every system', () => {
    expect(screenshotFileName('GASGAS', 'SM 700 / Édition «Spéciale»')).toBe(
      'GASGAS-SM-700-Edition-Speciale-screenshot.png',
    );
    expect(screenshotFileName('KTM', '')).toBe('KTM-screenshot.png');
  });
});
