/** One byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range a `Range` header asks for in a file of `size` bytes: `bytes=a-b`, `bytes=a-` or the
 * last n bytes `bytes=-n`, the end clamped to the file. Null means "send the whole file": no
 * header, another unit, or several ranges (which a server may answer in full). 'unsatisfiable'
 * starts past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
