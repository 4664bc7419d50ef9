import type { BrandCode } from '@configurator/domain/catalog/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.js';
import { testLayout } from '../testing/screenshotStubs.js';
import {
  captureVehicleScreenshot,
  copyrightLine,
  drawScreenshot,
  SCREENSHOT_SIZE,
  type ScreenshotCanvas,
  type ScreenshotContext,
  type ScreenshotLayer,
} from './vehicleScreenshot.js';

type Call = [method: string, ...args: unknown[]];

/** A 2D context that records every drawing call and the style in force when it was made. */
function recordingContext() {
  const calls: Call[] = [];
  const context = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: (...args: unknown[]) => calls.push(['fillRect', context.fillStyle, ...args]),
    drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args]),
    fillText: (...args: unknown[]) => calls.push(['fillText', context.fillStyle, context.font, ...args]),
  };
  return { context: context as unknown as ScreenshotContext, calls };
}

function recordingCanvas() {
  const { context, calls } = recordingContext();
  const exported: string[] = [];
  const canvas: ScreenshotCanvas = {
    width: 300,
    height: 150,
    getContext: () => context,
    toDataURL: (type) => {
      exported.push(`${type} ${canvas.width}x${canvas.height}`);
      return 'data:image/png;base64,iVBORw0KGgo=';
    },
  };
  return { canvas, calls, exported };
}

const layer = (name: string, width: number, height: number): ScreenshotLayer => ({
  source: { name } as unknown as CanvasImageSource,
  width,
  height,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the screenshot drawing', () => {
  it('fits every layer into the 1080 square, backdrop first, and writes the copyright line on a band', () => {
    const { context, calls } = recordingContext();
    const backdrop = layer('backdrop', 1280, 720);
    const vehicle = layer('vehicle', 720, 1280);
    drawScreenshot(context, [backdrop, vehicle], '© 2031 KTM Sportmotorcycle GmbH');

    expect(calls[0]).toEqual(['fillRect', '#ffffff', 0, 0, 1080, 1080]);
    const drawn = calls.filter(([method]) => method === 'drawImage');
    // Landscape: full width, centred vertically; portrait: full height, centred horizontally.
    expect(drawn).toEqual([
      ['drawImage', backdrop.source, 0, (1080 - 607.5) / 2, 1080, 607.5],
      ['drawImage', vehicle.source, (1080 - 607.5) / 2, 0, 607.5, 1080],
    ]);
    const text = calls.filter(([method]) => method === 'fillText');
    expect(text).toHaveLength(1);
    const [, colour, font, line, x, y] = text[0]!;
    expect(line).toBe('© 2031 KTM Sportmotorcycle GmbH');
    expect(colour).toBe('#ffffff');
    expect(font).toMatch(/\d+px/);
    expect(x as number).toBeLessThan(1080);
    expect(y as number).toBeGreaterThan(1000);
    // The dark band under the text is drawn after the layers, so the line is never covered.
    const band = calls.findIndex(([method, style]) => method === 'fillRect' && style !== '#ffffff');
    expect(band).toBeGreaterThan(calls.lastIndexOf(drawn.at(-1)!));
    expect(band).toBeLessThan(calls.indexOf(text[0]!));
  });

  it.each([
    ['KTM', '© {year} KTM Sportmotorcycle GmbH'],
    ['HQV', '© {year} Husqvarna Motorcycles GmbH'],
    ['GG', '© {year} GASGAS Motorcycles GmbH'],
  ] as const)('carries the %s copyright line with the current year', (brand: BrandCode, line) => {
    const i18n = createI18n(brand, 'en');
    const year = new Date().getFullYear();
    expect(copyrightLine(i18n.t)).toBe(line.replace('{year}', String(year)));
    expect(copyrightLine(i18n.t, new Date('2031-06-01T12:00:00Z'))).toBe(line.replace('{year}', '2031'));
  });
});

describe('capturing the vehicle image', () => {
  const IMAGE = '/images/KTM-390-DUKE-2024/V1/none/std/0.webp';

  function layoutFetch(status = 200) {
    return vi.fn(async (url: RequestInfo | URL) => {
      expect(String(url)).toBe('/images-fe/KTM-390-DUKE-2024/V1/none/std/0.webp');
      if (status !== 200) return new Response('{}', { status });
      return Response.json(
        testLayout([
          { Name: 'vehicle', ZIndex: 2 },
          { Name: 'background', ZIndex: 0 },
        ]),
      );
    }) as unknown as typeof fetch;
  }

  it('draws the layout’s layers in z order on a 1080 x 1080 canvas and exports a PNG', async () => {
    const { canvas, calls, exported } = recordingCanvas();
    const loaded: string[] = [];
    const data = await captureVehicleScreenshot(IMAGE, '© 2031 KTM Sportmotorcycle GmbH', {
      createCanvas: () => canvas,
      loadImage: async (url) => {
        loaded.push(url);
        return layer(url, 1280, 720);
      },
      fetch: layoutFetch(),
    });
    expect(data).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect([canvas.width, canvas.height]).toEqual([SCREENSHOT_SIZE, SCREENSHOT_SIZE]);
    expect(SCREENSHOT_SIZE).toBe(1080);
    expect(exported).toEqual(['image/png 1080x1080']);
    expect(
      calls
        .filter(([method]) => method === 'drawImage')
        .map(([, source]) => (source as { name: string }).name),
    ).toEqual([
      '/api/posconfigurator/blob-image/background.webp',
      '/api/posconfigurator/blob-image/vehicle.webp',
    ]);
    expect(loaded).toHaveLength(2);
    expect(calls.find(([method]) => method === 'fillText')?.[3]).toBe('© 2031 KTM Sportmotorcycle GmbH');
  });

  it('draws the image itself when its layout cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { canvas, calls } = recordingCanvas();
    await captureVehicleScreenshot(IMAGE, '©', {
      createCanvas: () => canvas,
      loadImage: async (url) => layer(url, 1080, 1080),
      fetch: layoutFetch(404),
    });
    expect(calls.filter(([method]) => method === 'drawImage')).toEqual([
      ['drawImage', { name: IMAGE }, 0, 0, 1080, 1080],
    ]);
  });

  it('fails when a layer cannot be loaded, so that nothing half-drawn is sent', async () => {
    const { canvas, exported } = recordingCanvas();
    await expect(
      captureVehicleScreenshot(IMAGE, '©', {
        createCanvas: () => canvas,
        loadImage: async () => {
          throw new Error('layer missing');
        },
        fetch: layoutFetch(),
      }),
    ).rejects.toThrow('layer missing');
    expect(exported).toEqual([]);
  });
});
