import { vi } from 'vitest';

/** What the page drew on the screenshot canvas and exported from it. */
interface CanvasRecord {
  drawn: string[];
  texts: string[];
  exports: string[];
}

/**
 * jsdom has no canvas and loads no pictures: a stand-in Image that "loads" any URL at 1280 x 720,
 * and a 2D context that records what is drawn. The export answers the given data URL.
 */
export function stubScreenshotCanvas(dataUrl = 'data:image/png;base64,U0NSRUVOU0hPVA=='): CanvasRecord {
  const record: CanvasRecord = { drawn: [], texts: [], exports: [] };
  class LoadingImage {
    naturalWidth = 1280;
    naturalHeight = 720;
    decoding = 'auto';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    #src = '';
    get src() {
      return this.#src;
    }
    set src(url: string) {
      this.#src = url;
      queueMicrotask(() => (url.includes('missing') ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('Image', LoadingImage);
  const context = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: () => {},
    drawImage: (image: LoadingImage) => record.drawn.push(image.src),
    fillText: (text: string) => record.texts.push(text),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    record.exports.push(`${type} ${this.width}x${this.height}`);
    return dataUrl;
  });
  return record;
}

/** A layer of a test layout; its picture lies at /api/posconfigurator/blob-image/<Name>.webp unless Url says. */
interface TestLayer {
  Name: string;
  ZIndex: number;
  Url?: string;
}

/** An image layout of 1280 x 720 as /images-fe answers it, with these layers in this order. */
export function testLayout(layers: TestLayer[], Perspective = 0) {
  return {
    Perspective,
    Width: 1280,
    Height: 720,
    Layers: layers.map(({ Name, ZIndex, Url }) => ({
      Name,
      ZIndex,
      Url: Url ?? `/api/posconfigurator/blob-image/${Name}.webp`,
    })),
  };
}

/** The layout of the summary fixture's image: a background and the vehicle, listed out of order. */
export function layoutAnswer() {
  return {
    body: testLayout([
      { Name: 'base', ZIndex: 1 },
      { Name: 'background', ZIndex: 0 },
    ]),
  };
}
