import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { pdfText } from '../testing/pdfReader.js';
import { COMPOSER_BUSY_MESSAGE, PdfPrinter, PrinterBusyError } from './pdfPrinter.js';

const CHROMIUM = loadConfig({}).CHROMIUM_PATH;

/** A local server that counts every request it receives: what the printed page must never reach. */
describe('the PDF printer', () => {
  let server: Server;
  let origin: string;
  const received: string[] = [];
  const printers: PdfPrinter[] = [];
  const printer = (options: Partial<ConstructorParameters<typeof PdfPrinter>[0]> = {}) => {
    const created = new PdfPrinter({ executablePath: CHROMIUM, concurrency: 1, queueLimit: 10, ...options });
    printers.push(created);
    return created;
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request.url ?? '');
      response.end('body { color: red }');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await Promise.all(printers.splice(0).map((p) => p.close()));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches nothing from outside and runs no script while printing', async () => {
    // The server answers whoever asks: the count below can only stay at zero by blocking.
    const control = await fetch(`${origin}/control`);
    expect(control.status).toBe(200);
    expect(received).toEqual(['/control']);
    received.length = 0;

    const p = printer();
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="${origin}/style.css">
      <style>@font-face { font-family: Outside; src: url(${origin}/font.woff2); } body { font-family: Outside; }</style>
      </head><body>
      <p>Printed without the network</p>
      <img src="${origin}/picture.png" alt="">
      <iframe src="${origin}/frame.html"></iframe>
      <div style="background: url(${origin}/background.png)">box</div>
      <script>document.body.append('SCRIPT RAN'); fetch('${origin}/from-script');</script>
      <script src="${origin}/script.js"></script>
      </body></html>`;
    const bytes = await p.print(html);
    expect(bytes.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Printed without the network');
    expect(text).not.toContain('SCRIPT RAN');
    expect(received).toEqual([]);
    expect(p.stats().blockedRequests).toBeGreaterThanOrEqual(3);
  });

  it('prints inline images', async () => {
    const p = printer();
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const withImage = await p.print(`<p>image</p><img src="${pixel}" style="width:100px">`);
    const without = await p.print('<p>image</p>');
    expect(p.stats().blockedRequests).toBe(0);
    expect(withImage.length).toBeGreaterThan(without.length);
  });

  it('queues up to its limit and refuses the rest with 503', async () => {
    const p = printer({ concurrency: 1, queueLimit: 1 });
    const first = p.print('<p>first</p>');
    const second = p.print('<p>second</p>');
    const third = p.print('<p>third</p>');
    await expect(third).rejects.toBeInstanceOf(PrinterBusyError);
    await expect(third).rejects.toMatchObject({ status: 503 });
    expect(await pdfText(await first)).toContain('first');
    expect(await pdfText(await second)).toContain('second');
    expect(p.stats()).toMatchObject({ prints: 2, queued: 0, inFlight: 0 });
  });

  it('refuses with 503 a print that waited for a page longer than its limit', async () => {
    const p = printer({ concurrency: 1, queueLimit: 10, queueWaitMs: 50 });
    // The first print starts the browser, far longer than the second may wait.
    const first = p.print('<p>first</p>');
    const second = p.print('<p>second</p>');
    await expect(second).rejects.toBeInstanceOf(PrinterBusyError);
    await expect(second).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(p.stats().queued).toBe(0);
    expect(await pdfText(await first)).toContain('first');
    // A free page waits for nothing.
    expect(await pdfText(await p.print('<p>third</p>'))).toContain('third');
    expect(p.stats()).toMatchObject({ prints: 2, queued: 0, inFlight: 0 });
  });

  it('refuses with 503 a composition that waited for a page longer than its limit', async () => {
    const p = printer({ concurrency: 1, queueLimit: 10, queueWaitMs: 50 });
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const first = p.print('<p>first</p>');
    const composing = p.composeImage([pixel], { type: 'image/jpeg', maxWidth: 10 });
    await expect(composing).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: 5,
      message: COMPOSER_BUSY_MESSAGE,
    });
    expect(p.stats().queued).toBe(0);
    expect(await pdfText(await first)).toContain('first');
    const composed = await p.composeImage([pixel], { type: 'image/jpeg', maxWidth: 10 });
    expect(composed.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('composes a waiting picture before the prints that waited longer', async () => {
    const p = printer({ concurrency: 1, queueLimit: 10 });
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const finished: string[] = [];
    const first = p.print('<p>first</p>').then(() => finished.push('first'));
    const second = p.print('<p>second</p>').then(() => finished.push('second'));
    const third = p.print('<p>third</p>').then(() => finished.push('third'));
    const picture = p
      .composeImage([pixel], { type: 'image/jpeg', maxWidth: 10 })
      .then(() => finished.push('picture'));
    expect(p.stats().queued).toBe(3);
    await Promise.all([first, second, third, picture]);
    expect(finished).toEqual(['first', 'picture', 'second', 'third']);
  });

  it('replaces its pages after a number of prints', async () => {
    const p = printer({ recycleAfter: 2 });
    for (let i = 0; i < 5; i++)
      expect(await pdfText(await p.print(`<p>print ${i}</p>`))).toContain(`print ${i}`);
    expect(p.stats()).toMatchObject({ prints: 5, pageRecycles: 2, browserLaunches: 1 });
  });

  it("drops the renderer's caches after every composition and print", async () => {
    const p = printer({ concurrency: 2 });
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    await p.composeImage([pixel], { type: 'image/jpeg', maxWidth: 10 });
    expect(p.stats().rendererPurges).toBe(1);
    await Promise.all([p.print('<p>one</p>'), p.print('<p>two</p>')]);
    expect(p.stats().rendererPurges).toBe(3);
    expect(await pdfText(await p.print('<p>after</p>'))).toContain('after');
    expect(p.stats().rendererPurges).toBe(4);
  });

  it("leaves the signals to the server's own stop", async () => {
    const before = ['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => process.listenerCount(signal));
    await printer().print('<p>printed</p>');
    expect(['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => process.listenerCount(signal))).toEqual(before);
  });

  it('relaunches a browser that crashed', async () => {
    const p = printer({ concurrency: 2 });
    await p.print('<p>before</p>');
    const pid = await p.browserPid();
    expect(pid).toEqual(expect.any(Number));
    process.kill(pid as number, 'SIGKILL');
    const after = await p.print('<p>after the crash</p>');
    expect(await pdfText(after)).toContain('after the crash');
    expect(p.stats().browserLaunches).toBe(2);
    expect(await p.browserPid()).not.toBe(pid);
  });
});
