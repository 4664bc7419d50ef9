import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a poppler tool (Debian package poppler-utils) on the PDF bytes and answers its output. */
async function withPdfFile(bytes: Buffer, tool: string, args: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-read-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as poppler reads it, with every run of white space (line breaks too) one space. */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await withPdfFile(bytes, 'pdftotext', ['-enc', 'UTF-8'])).replace(/\s+/g, ' ');
}

/** The embedded images of a PDF (`pdfimages -list`): width and height of each. */
export async function pdfImages(bytes: Buffer): Promise<{ width: number; height: number }[]> {
  const listing = await withPdfFile(bytes, 'pdfimages', ['-list']);
  return listing
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length > 4 && columns[2] === 'image')
    .map((columns) => ({ width: Number(columns[3]), height: Number(columns[4]) }));
}

/** Normalises expected text the same way as `pdfText`. */
export const sameSpacing = (text: string) => text.replace(/\s+/g, ' ').trim();
