/**
 * Pictures stacked from layers on a page of the PDF printer's browser (pdfPrinter.ts): the layers
 * decoded, drawn over each other on a canvas at most `maxWidth` wide, and encoded again.
 */

export interface ComposeStack {
  sources: readonly string[];
  options: ComposeOptions;
}

export interface ComposeOptions {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  maxWidth: number;
  /** JPEG and WebP quality, 0..1 (default 0.85). */
  quality?: number;
}

/** What the conversion uses of the page's window (the server is built without DOM types). */
interface PageGlobals {
  Image: new () => { src: string; naturalWidth: number; naturalHeight: number; decode(): Promise<void> };
  document: {
    createElement(tag: 'canvas'): {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        fillStyle: string;
        fillRect(x: number, y: number, w: number, h: number): void;
        drawImage(image: object, x: number, y: number, w: number, h: number): void;
      } | null;
      toDataURL(type: string, quality: number): string;
    };
  };
}

/** One stack as the page receives it (what crosses the DevTools protocol: plain data). */
export interface ComposeJob {
  layers: string[];
  width: number;
  type: ComposeOptions['type'];
  quality: number;
}

export const composeJobs = (stacks: readonly ComposeStack[]): ComposeJob[] =>
  stacks.map((stack) => ({
    layers: [...stack.sources],
    width: stack.options.maxWidth,
    type: stack.options.type,
    quality: stack.options.quality ?? 0.85,
  }));

/** Runs in the page (serialized by puppeteer): every stack as a data URL of its type. */
export const composeInPage = async (jobs: ComposeJob[]): Promise<string[]> => {
  const { Image, document } = globalThis as unknown as PageGlobals;
  return Promise.all(
    jobs.map(async ({ layers, width, type, quality }) => {
      const images = await Promise.all(
        layers.map(async (source) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          return image;
        }),
      );
      const first = images[0];
      if (!first) throw new Error('nothing to compose');
      const scale = Math.min(1, width / first.naturalWidth);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(first.naturalWidth * scale);
      canvas.height = Math.round(first.naturalHeight * scale);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      if (type === 'image/jpeg') {
        // A transparent picture on the white page reads the same on a white JPEG.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
      }
      for (const image of images) context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(type, quality);
    }),
  );
};
